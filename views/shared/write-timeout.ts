// How long a view's write call may stay out. The server waits up to 10 minutes for the person's answer to its
// question (ASK_TIMEOUT_MS, src/confirm/ask.ts) and then applies: the SDK's default 60 s would report a failure
// while the person is still reading, and the change would then be applied behind the view's back.
export const WRITE_TIMEOUT_MS = 11 * 60_000;
