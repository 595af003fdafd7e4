"use client";

import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ImagePromptSuggestion } from "@/content/image-prompts";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { generateImageAction } from "@/lib/actions/generate-image";
import { initialGenerateImageState } from "@/lib/images/generate-image-state";
import { IMAGE_PROMPT_MAX_LENGTH } from "@/lib/validations/image-prompt-limits";

import { GeneratedImagePane } from "./generated-image-pane";
import { PromptSuggestions } from "./prompt-suggestions";

const { generator, generation } = imageToolsMessages;

/** Idle, generating, result or error (specification section 4, Image generator). */
export function ImageGeneratorPanel({ suggestions }: { suggestions: ImagePromptSuggestion[] }) {
  const [state, formAction, pending] = useActionState(generateImageAction, initialGenerateImageState);
  const [prompt, setPrompt] = useState(state.prompt);
  const [clientError, setClientError] = useState<string | null>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);

  // One toast per finished generation; a new state object arrives for every submit, even with the same text.
  useEffect(() => {
    if (state.outcome === "idle" || !state.message) return;
    if (state.ok) notify.success(state.message);
    else notify.error(state.message);
    if (state.outcome === "invalid") promptRef.current?.focus();
  }, [state]);

  // The server checks too (and for forms sent before JavaScript loaded); this saves a round trip.
  function checkPrompt(event: FormEvent<HTMLFormElement>) {
    if (prompt.trim()) return setClientError(null);
    event.preventDefault();
    setClientError(generation.emptyPrompt);
    notify.error(generation.emptyPrompt);
    promptRef.current?.focus();
  }

  const error = clientError ?? state.fieldErrors.prompt ?? null;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        <form action={formAction} onSubmit={checkPrompt} noValidate className="space-y-3">
          <Label htmlFor="image-prompt">{generator.promptLabel}</Label>
          <Textarea
            ref={promptRef}
            id="image-prompt"
            name="prompt"
            rows={5}
            maxLength={IMAGE_PROMPT_MAX_LENGTH}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "image-prompt-hint image-prompt-error" : "image-prompt-hint"}
          />
          <p id="image-prompt-hint" className="text-muted-foreground text-sm">
            {generator.promptHint}
          </p>
          {error ? (
            <p id="image-prompt-error" className="text-destructive text-sm font-medium">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? generator.submitting : generator.submit}
          </Button>
        </form>
        <PromptSuggestions
          suggestions={suggestions}
          disabled={pending}
          onPick={(picked) => {
            setPrompt(picked);
            setClientError(null);
            promptRef.current?.focus();
          }}
        />
      </div>
      <div>
        <GeneratedImagePane pending={pending} state={state} />
        <p role="status" aria-live="polite" className="sr-only">
          {pending ? generator.progressAnnouncement : (state.message ?? "")}
        </p>
      </div>
    </div>
  );
}
