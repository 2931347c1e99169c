// The one thing generation needs from a model service: an answer, as JSON text, to a conversation, shaped by a JSON
// schema. Each provider (openai.ts, workers-ai.ts) says how much it can be asked for; index.ts does the rest.

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface AnswerRequest {
  messages: ChatMessage[];
  /** The JSON schema the answer must follow (answer.ts). */
  schema: Record<string, unknown>;
  /** The caller's deadline and the visitor's own going away, as one signal. */
  signal: AbortSignal;
  /** Called with how many characters of this answer have arrived so far, as they arrive. */
  onText?: (chars: number) => void;
}

export interface ModelProvider {
  /** For logs and the builder's diagnostics. */
  readonly kind: "openai" | "workers-ai";
  readonly model: string;
  /** Designs asked for in one answer: a slower model is asked for fewer, and the built-in designer tops up to three. */
  readonly designs: number;
  /** How long one generation (the first answer and a repair round together) may take. */
  readonly deadlineMs: number;
  /** The answer's text ("" when the service gave none). Throws on a failure of the service itself. */
  answer(request: AnswerRequest): Promise<string>;
}
