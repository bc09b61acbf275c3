import * as React from "react";
import { OfflineState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { MESSAGES } from "@/lib/notify";
import { retryFailedScreens } from "./lazy-screen";

interface State {
  error: Error | null;
}

/**
 * A screen's code that could not be downloaded (offline: lazy-screen.ts) is a network failure, not a bug: the
 * browser's words differ ("Failed to fetch dynamically imported module", "Importing a module script failed").
 */
const isDownloadFailure = (error: Error) =>
  !navigator.onLine || /dynamically imported module|module script failed/i.test(error.message);

/** Last resort: a rendering bug shows the French generic message instead of a blank page or JavaScript's English. */
export class ErrorBoundary extends React.Component<
  { children: React.ReactNode; resetKey?: string },
  State
> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    if (!isDownloadFailure(error)) console.error(error, info.componentStack);
  }

  componentDidMount() {
    window.addEventListener("online", this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener("online", this.retry);
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  /** Back online (or asked): a screen whose code could not be downloaded is tried again. */
  retry = () => {
    if (!this.state.error || !isDownloadFailure(this.state.error)) return;
    // Online again, the page is loaded anew: the browser keeps a module whose download failed as failed (its module
    // map), so importing it again may not even ask the network. Offline, the screen is simply tried again.
    if (navigator.onLine) {
      window.location.reload();
      return;
    }
    retryFailedScreens();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    if (isDownloadFailure(this.state.error)) return <OfflineState onRetry={this.retry} />;
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center">
        <h2 className="text-lg font-semibold">{MESSAGES.genericError}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Rechargez la page ; si le problème persiste, contactez l'administrateur.
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Recharger la page
        </Button>
      </div>
    );
  }
}
