import { Component, type ErrorInfo, type ReactNode } from 'react';
import { finishAdoption } from '@portal/shared';
import { isLoadFailure } from './loadFailures';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  label: string;
  remoteName: string;
  /** The page, as `<container>/<exposed name>`: its section's tabs stay above the fallback. */
  pageId?: string;
  onRetry: () => void;
  /** Tries the remote again in the background, the page swapped in only once it loaded. */
  onRecover?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that fails to load or render, and offers "Try again" (only that remote reloads); a
 * remote whose code did not load is also tried again by itself when the network comes back.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remoteName} failed`, error, info.componentStack);
    // The fallback is on screen: input held meanwhile on what is left of the page is carried out.
    finishAdoption();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteFallback
        label={this.props.label}
        remoteName={this.props.remoteName}
        pageId={this.props.pageId}
        contractBroken={this.state.error.name === 'ContractError'}
        loadFailed={isLoadFailure(this.state.error)}
        onRetry={this.props.onRetry}
        onRecover={this.props.onRecover}
      />
    );
  }
}
