import * as React from "react";
import { Button } from "@/components/ui/button";
import { MESSAGES } from "@/lib/notify";

interface State {
  error: Error | null;
}

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
    console.error(error, info.componentStack);
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
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
