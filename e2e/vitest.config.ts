import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: new URL("..", import.meta.url).pathname,
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    // The test guards for this Node process; e2e/harness.ts carries them into the browser.
    setupFiles: ["test/setup.ts"],
    // One browser on a 2-core machine: files run one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The preview re-renders in a fresh frame after each edit: on a busy 2-core machine that can take seconds.
    expect: { poll: { timeout: 10_000 } },
  },
});
