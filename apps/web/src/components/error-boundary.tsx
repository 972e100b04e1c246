import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "./ui/button";

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches a page that fails while rendering and offers to try again (spec 2.8). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("A page failed to render.", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section
        role="alert"
        className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
      >
        <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="text-slate-600">This part of the page could not be shown. Please try again.</p>
        <Button onClick={() => this.setState({ error: null })}>Try Again</Button>
      </section>
    );
  }
}
