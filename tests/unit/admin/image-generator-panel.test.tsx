/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { ImageGeneratorPanel } from "@/components/admin/image-generator/image-generator-panel";
import { imagePromptSuggestions } from "@/content/image-prompts";
import type { ActionResult } from "@/lib/actions/action-result";
import { generateImageAction } from "@/lib/actions/generate-image";
import type { GeneratedImage } from "@/lib/images/generated-image";

jest.mock("@/lib/actions/generate-image", () => ({ generateImageAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const action = jest.mocked(generateImageAction);
const PNG_DATA_URL = "data:image/png;base64,iVBORw0KGgo=";

beforeEach(() => jest.clearAllMocks());

function setup() {
  const user = userEvent.setup();
  render(<ImageGeneratorPanel suggestions={imagePromptSuggestions} />);
  return {
    user,
    prompt: screen.getByLabelText("Prompt"),
    generate: screen.getByRole("button", { name: "Generate image" }),
  };
}

describe("ImageGeneratorPanel", () => {
  test("an empty prompt says 'Please enter a prompt' without calling the server", async () => {
    const { user, prompt, generate } = setup();
    await user.click(generate);

    expect(toast.error).toHaveBeenCalledWith("Please enter a prompt");
    expect(screen.getByText("Please enter a prompt")).toBeInTheDocument();
    expect(prompt).toHaveAttribute("aria-invalid", "true");
    expect(prompt).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  test("offers suggested prompts for every product; picking one fills the prompt box", async () => {
    const { user, prompt } = setup();
    for (const product of imagePromptSuggestions)
      expect(screen.getByRole("heading", { name: product.productName })).toBeInTheDocument();

    const suggestion = imagePromptSuggestions[1]!.prompts[0]!;
    await user.click(
      screen.getByRole("button", {
        name: `Use a suggested prompt for ${imagePromptSuggestions[1]!.productName}: ${suggestion}`,
      }),
    );
    expect(prompt).toHaveValue(suggestion);
    expect(prompt).toHaveFocus();
  });

  test("while generating the button is disabled and progress is shown and announced; then the image and Download appear", async () => {
    let finish: (result: ActionResult<GeneratedImage>) => void = () => {};
    action.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, prompt } = setup();
    await user.type(prompt, "Matcha Clay Mask on a stone tray");
    await user.click(screen.getByRole("button", { name: "Generate image" }));

    expect(await screen.findByRole("button", { name: "Generating..." })).toBeDisabled();
    expect(screen.getByRole("progressbar", { name: "Generating image" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Generating your image.");
    expect(action.mock.calls[0]![1].get("prompt")).toBe("Matcha Clay Mask on a stone tray");

    finish({
      ok: true,
      message: "Image generated successfully!",
      data: {
        prompt: "Matcha Clay Mask on a stone tray",
        image: { dataUrl: PNG_DATA_URL, fileName: "matcha-glow-generated-1.png" },
        saved: { store: "supabase", key: "generated-images/generated/2026-11-23/x.png" },
      },
    });
    const image = await screen.findByRole("img", {
      name: "Generated image for the prompt: Matcha Clay Mask on a stone tray",
    });
    expect(image).toHaveAttribute("src", PNG_DATA_URL);
    expect(toast.success).toHaveBeenCalledWith("Image generated successfully!");
    expect(screen.getByText("generated-images/generated/2026-11-23/x.png")).toBeInTheDocument();
    expect(prompt).toHaveValue("Matcha Clay Mask on a stone tray");

    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenLastCalledWith("Image downloaded!");
  });

  test("a prompt the server refuses is marked, toasted and focused", async () => {
    action.mockResolvedValue({
      ok: false,
      code: "prompt_too_long",
      message: "Please keep the prompt under 1,000 characters",
      fieldErrors: { prompt: "Please keep the prompt under 1,000 characters" },
      values: { prompt: "a prompt" },
    });
    const { user, prompt } = setup();
    await user.type(prompt, "a prompt");
    await user.click(screen.getByRole("button", { name: "Generate image" }));

    expect(
      await screen.findByText("Please keep the prompt under 1,000 characters", { selector: "#image-prompt-error" }),
    ).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Please keep the prompt under 1,000 characters");
    expect(prompt).toHaveAttribute("aria-invalid", "true");
    expect(prompt).toHaveFocus();
  });

  test("a server that cannot be reached is reported, and the prompt is kept", async () => {
    action.mockRejectedValue(new Error("Failed to fetch"));
    const { user, prompt } = setup();
    await user.type(prompt, "a prompt");
    await user.click(screen.getByRole("button", { name: "Generate image" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Failed to generate image: Something went wrong. Please try again.",
    );
    expect(toast.error).toHaveBeenCalledWith("Failed to generate image: Something went wrong. Please try again.");
    expect(prompt).toHaveValue("a prompt");
  });

  test("a failure is toasted with the server's message and the prompt is kept", async () => {
    action.mockResolvedValue({
      ok: false,
      code: "service_failed",
      message: "Failed to generate image: quota exceeded",
      fieldErrors: {},
      values: { prompt: "a prompt" },
    });
    const { user, prompt } = setup();
    await user.type(prompt, "a prompt");
    await user.click(screen.getByRole("button", { name: "Generate image" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Failed to generate image: quota exceeded");
    expect(toast.error).toHaveBeenCalledWith("Failed to generate image: quota exceeded");
    expect(prompt).toHaveValue("a prompt");
    expect(screen.queryByRole("button", { name: "Download" })).not.toBeInTheDocument();
  });
});
