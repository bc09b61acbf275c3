import { alreadyHandled, userMessage } from "@/lib/error-message";
import { notify } from "@/lib/notify";

/** An error nobody caught: the user gets the French message (same text, one notice), the console the details. */
export function reportUnexpected(error: unknown): void {
  console.error(error);
  if (!alreadyHandled(error)) notify.danger(userMessage(error));
}

/**
 * Errors outside React's rendering (which the error boundary shows): a rejected promise nobody awaited, an
 * exception in an event handler or a timer. Without this the user would see nothing, or the browser's English.
 */
export function installUnexpectedErrorHandlers(target: Window = window): void {
  target.addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    reportUnexpected(event.reason);
  });
  target.addEventListener("error", (event) => {
    // Without an error object it is not a script exception (e.g. "ResizeObserver loop completed..."): nothing to tell.
    if (!(event.error instanceof Error)) return;
    event.preventDefault();
    reportUnexpected(event.error);
  });
}
