import { Component, type ReactNode } from 'react';
import type { ErrorLogEvent } from '../../machines/errorLogMachine';

interface Props {
  report: (e: ErrorLogEvent) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Unexpected render errors go to the error log; the rest of the shell keeps working. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    this.props.report({
      type: 'errorLog.add',
      message: error.message,
      info: info.componentStack?.trim().split('\n')[0] ?? '',
      url: location.href,
      stack: error.stack ?? '',
    });
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
