// What worker/test/global-setup.ts hands to the Worker tests through vitest's provide/inject.
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    dbUrl: string;
    oidcUrl: string;
    openAiUrl: string;
  }
}
