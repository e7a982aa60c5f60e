import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  /** When this changes (e.g. the path), a crashed remote gets another chance. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so only the page area shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] a remote page crashed', error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (this.state.failed) return <RemoteFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
