import type { ErrorLogEvent } from '../../machines/errorLogMachine';

/**
 * Sends unexpected page errors (uncaught errors, unhandled rejections) to the error log (docs/product-rules.md §8).
 * Failed API calls are shown as toasts or in their forms already, so their rejections are skipped.
 * Returns the function that removes the listeners.
 */
export function reportPageErrors(report: (e: ErrorLogEvent) => void, target: Window = window): () => void {
  const onError = (e: ErrorEvent) =>
    report({
      type: 'errorLog.add',
      message: e.message,
      info: `${e.filename}:${e.lineno}`,
      url: target.location.href,
      stack: (e.error as Error | undefined)?.stack ?? '',
    });
  const onRejection = (e: PromiseRejectionEvent) => {
    const reason = e.reason as { name?: string; message?: string; stack?: string } | undefined;
    if (reason?.name === 'ApiError' || reason?.name === 'AbortError') return;
    report({
      type: 'errorLog.add',
      message: reason?.message ?? String(e.reason),
      info: 'unhandledrejection',
      url: target.location.href,
      stack: reason?.stack ?? '',
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
