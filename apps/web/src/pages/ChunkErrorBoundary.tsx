import { Button } from '@toolnest/ui';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

interface Props {
  children: ReactNode;
  /** What failed to load, in the heading: 'tool' or 'page'. */
  subject?: 'tool' | 'page';
}

/** Keeps the shell alive when a page's or tool's chunk cannot be fetched (offline, or a deploy replaced it). */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">This {this.props.subject ?? 'tool'} could not be loaded</h1>
        <p className="mt-2 text-muted-foreground">Check your connection, then reload the page.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}
