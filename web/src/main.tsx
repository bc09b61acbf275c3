import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { ErrorBoundary } from "@/app/error-boundary";
import { Providers } from "@/app/providers";
import { installUnexpectedErrorHandlers } from "@/app/unexpected-errors";
import "sonner/dist/styles.css";
import "./index.css";

installUnexpectedErrorHandlers();
// The page's CSP nonce (worker/lib/csp.ts): Radix dialogs' scroll lock inserts a <style> element through
// react-style-singleton, whose get-nonce reads webpack's global name for it.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) Object.assign(globalThis, { __webpack_nonce__: nonce });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      {/* The shell's own failures (header, sidebar) too: the routes have their own boundary inside the shell. */}
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </Providers>
  </StrictMode>,
);
