import "@/app/strict-csp";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { ErrorBoundary } from "@/app/error-boundary";
import { Providers } from "@/app/providers";
import { installUnexpectedErrorHandlers } from "@/app/unexpected-errors";
import "sonner/dist/styles.css";
import "./index.css";

installUnexpectedErrorHandlers();

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
