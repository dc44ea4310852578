// A lazily loaded part of an item (a menu, a dialog), with its Suspense: when its chunk cannot be
// loaded (the instance or the network is down), the part closes and says so, and the next try
// loads it again; the item around it stays on screen. Any other error goes on to the item's boundary.
import { Component, Suspense, type ReactNode } from 'react';
import { ChunkLoadError } from './lazyChunk';

interface Props {
  /** The part could not load: close it and tell the person (it loads again when next opened). */
  onFail: () => void;
  /** Shown while the chunk loads (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
}

export class LazyPartBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (!(error instanceof ChunkLoadError)) return;
    error.reset();
    this.props.onFail();
  }

  render() {
    const { error } = this.state;
    if (error === null) return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
    if (!(error instanceof ChunkLoadError)) throw error;
    return null;
  }
}
