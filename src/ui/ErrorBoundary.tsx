import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of `children` after they threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A new value (the address) gives `children` a fresh try. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
  key: unknown;
}

/** Keeps a render error (or a page's code that did not load) inside the part that failed. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key
      ? null
      : { failed: false, error: null, key: props.resetKey };
  }

  reset = () => this.setState({ failed: false, error: null });

  override render() {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
