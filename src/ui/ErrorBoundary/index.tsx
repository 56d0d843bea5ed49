import React from "react";

export interface ErrorFallbackProps {
  error: Error;
  /** Clears the error and renders the children again. */
  tryAgain: () => void;
}

interface ErrorBoundaryProps {
  fallback: (props: ErrorFallbackProps) => React.ReactNode;
  children: React.ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

/** Catches render errors below it and shows `fallback` until "Try again". */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error("This page crashed:", error);
  }

  private tryAgain = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (error) return this.props.fallback({ error, tryAgain: this.tryAgain });
    return this.props.children;
  }
}

/**
 * Wraps a render error of `children` in a new error with `message` and the
 * original as `cause`, so the crash screen shows both (used to name the
 * navbar item that failed).
 */
export class ErrorCauseBoundary extends React.Component<
  { children: React.ReactNode; describe: (error: Error) => string },
  ErrorBoundaryState
> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: asError(error) };
  }

  override render() {
    const { error } = this.state;
    if (error) throw new Error(this.props.describe(error), { cause: error });
    return this.props.children;
  }
}
