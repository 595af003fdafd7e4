import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { databaseTag, rememberDatabaseIdentity, renderedFromAnotherDatabase } from "@/lib/cache/database-identity";
import {
  buildIdentity,
  CHECKED_NEXT_MINOR,
  CLIENT_REFERENCE_MANIFEST_FILE,
  nextFileSystemCache,
  readClientReferenceManifest,
  readResolvedConfig,
  readRootMainFiles,
  readServerActionIds,
  runOnResolvedConfig,
  SERVER_ACTION_HEADER,
  STANDALONE_CONFIG_VARIABLE,
} from "@/lib/next-private-interfaces";

// Fails on a Next.js upgrade until someone has checked every private interface lib/next-private-interfaces.ts names
// against the new release. Each probe asks the installed next itself, not the shop's code.
const root = path.join(__dirname, "../..");
const nextRequire = createRequire(path.join(root, "package.json"));
const nextFile = (file: string) => readFileSync(nextRequire.resolve(`next/dist/${file}`), "utf8");
const constants = nextRequire("next/constants") as Record<string, string>;

let distDir = "";
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), "next-private-"));
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe("the Next.js the interfaces were checked against", () => {
  test("is the installed one", () => {
    const { version } = nextRequire("next/package.json") as { version: string };

    expect(`${version.split(".").slice(0, 2).join(".")}`).toBe(CHECKED_NEXT_MINOR);
  });

  test.each(["next", "eslint-config-next"])("package.json keeps %s within that minor", (name) => {
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const range = manifest.dependencies[name] ?? manifest.devDependencies[name];

    expect(range).toMatch(new RegExp(`^~${CHECKED_NEXT_MINOR.replace(".", "\\.")}\\.\\d+$`));
  });
});

describe("each private interface still exists in the installed next", () => {
  afterEach(() => {
    delete process.env[STANDALONE_CONFIG_VARIABLE];
  });

  test("next() runs on the config handed over in the standalone variable, without reading next.config", async () => {
    const loadConfig = (nextRequire("next/dist/server/config") as { default: (...args: unknown[]) => Promise<unknown> })
      .default;
    const handedOver = { distDir: ".next", deploymentId: "handed-over", experimental: {} };
    runOnResolvedConfig(handedOver);

    await expect(loadConfig(constants.PHASE_PRODUCTION_SERVER, distDir)).resolves.toMatchObject(handedOver);
  });

  test("the build output files keep the names the readers open", () => {
    expect(constants.SERVER_FILES_MANIFEST).toBe("required-server-files");
    expect(constants.BUILD_ID_FILE).toBe("BUILD_ID");
    expect(constants.CLIENT_STATIC_FILES_PATH).toBe("static");
    expect(constants.BUILD_MANIFEST).toBe("build-manifest.json");
    expect(constants.SERVER_REFERENCE_MANIFEST).toBe("server-reference-manifest");
    expect(constants.ROUTES_MANIFEST).toBe("routes-manifest.json");
    expect(CLIENT_REFERENCE_MANIFEST_FILE).toBe(`page_${constants.CLIENT_REFERENCE_MANIFEST}.js`);
  });

  test("Next.js's own server reads what the readers read: the config, rootMainFiles, exportedName, __RSC_MANIFEST", () => {
    expect(nextFile("server/next.js")).toContain("SERVER_FILES_MANIFEST + '.json')).config");
    expect(nextFile("server/app-render/required-scripts.js")).toContain("rootMainFiles");
    expect(nextFile("server/app-render/action-handler.js")).toContain("exportedName");
    expect(nextFile("server/load-components.js")).toContain("__RSC_MANIFEST[");
    expect(nextFile("build/generate-routes-manifest.js")).toMatch(
      /staticRoutes[\s\S]*dynamicRoutes|dynamicRoutes[\s\S]*staticRoutes/,
    );
  });

  test("experimental.isrFlushToDisk is still an option, NEXT_PHASE still marks the build, next-action still an action", () => {
    const { defaultConfig } = nextRequire("next/dist/server/config-shared") as {
      defaultConfig: { experimental: Record<string, unknown> };
    };
    const headers = nextRequire("next/dist/client/components/app-router-headers") as { ACTION_HEADER: string };

    expect(typeof defaultConfig.experimental.isrFlushToDisk).toBe("boolean");
    expect(constants.PHASE_PRODUCTION_BUILD).toBe("phase-production-build");
    expect(nextFile("build/index.js")).toContain("process.env.NEXT_PHASE = ");
    expect(headers.ACTION_HEADER).toBe(SERVER_ACTION_HEADER);
  });

  test("the cache handlers extend Next.js's file-system cache and read a page's tags from the header it writes", () => {
    const FileSystemCache = nextFileSystemCache();
    for (const method of ["get", "set", "revalidateTag"])
      expect(typeof (FileSystemCache.prototype as unknown as Record<string, unknown>)[method]).toBe("function");
    const nextConstants = nextRequire("next/dist/lib/constants") as { NEXT_CACHE_TAGS_HEADER: string };
    const page = { headers: { [nextConstants.NEXT_CACHE_TAGS_HEADER]: `reviews,${databaseTag("elsewhere")}` } };

    rememberDatabaseIdentity("here");
    expect(renderedFromAnotherDatabase(page)).toBe(true);
  });
});

describe("the readers, on files in the shape Next.js writes", () => {
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(distDir, relative)), { recursive: true });
    writeFileSync(path.join(distDir, relative), text);
  };

  test("the resolved config, the action ids and the floor's chunks", () => {
    write("required-server-files.json", JSON.stringify({ version: 1, config: { deploymentId: "abc" } }));
    write(
      "server/server-reference-manifest.json",
      JSON.stringify({ node: { "40aa": { exportedName: "addToCartAction" } }, edge: {} }),
    );
    write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/main.js"] }));

    expect(readResolvedConfig(distDir)).toEqual({ deploymentId: "abc" });
    expect(readServerActionIds(distDir)).toEqual({ addToCartAction: "40aa" });
    expect(readRootMainFiles(distDir)).toEqual(["static/chunks/main.js"]);
  });

  test("a page's client reference manifest", () => {
    const manifest = { clientModules: {}, entryJSFiles: { "[project]/app/page": ["static/chunks/a.js"] } };
    write(
      `server/app/page_client-reference-manifest.js`,
      `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/page"]=${JSON.stringify(manifest)};`,
    );

    expect(readClientReferenceManifest(path.join(distDir, "server/app", CLIENT_REFERENCE_MANIFEST_FILE))).toEqual([
      "/page",
      manifest,
    ]);
  });

  test("two builds with the same BUILD_ID but other chunks have other identities", () => {
    write("BUILD_ID", "same");
    write("required-server-files.json", JSON.stringify({ config: { deploymentId: "abc" } }));
    write("static/chunks/one.js", "");
    const first = buildIdentity(distDir);
    write("static/chunks/two.js", "");

    expect(buildIdentity(distDir)).not.toEqual(first);
    expect(first.slice(0, 2)).toEqual(["same", "abc"]);
  });
});
