import { Component, type ErrorInfo, type ReactNode } from 'react';
import { revealApp } from './prerenderedPage';
import styles from './RemoteErrorBoundary.module.css';

interface Props {
  label: string;
  remoteName: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or render, and offers "Try again" (only that remote reloads). */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remoteName} failed`, error, info.componentStack);
    // The fallback is committed: it replaces a pre-rendered page, if one is still shown.
    revealApp();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="remote-error-title">
        <h1 id="remote-error-title" className={styles.title}>
          We couldn't load {this.props.label}
        </h1>
        <p>
          {this.state.error.name === 'ContractError'
            ? `This part of the portal (${this.props.remoteName}) was updated and does not match this version of the portal yet.`
            : `This part of the portal (${this.props.remoteName}) is unavailable right now.`}{' '}
          The rest of the portal still works. Please try again in a moment.
        </p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Try again
        </button>
      </section>
    );
  }
}
