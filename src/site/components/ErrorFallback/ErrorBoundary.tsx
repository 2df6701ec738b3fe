/**
 * Catches rendering failures below it (the page turns into the error screen) and shows
 * ErrorFallback instead of a blank page. The error is logged only: the screen never shows
 * internals. Place it outside the router and query providers so their failures are caught too.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Passed to the fallback screen (default: reload the page). */
  onReload?: () => void;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[ErrorBoundary] rendering failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback onReload={this.props.onReload} /> : this.props.children;
  }
}
