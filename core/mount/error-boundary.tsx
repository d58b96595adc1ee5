import { Component, type ReactNode } from 'react';
import { emit } from '../platform/events';

interface Props {
  widget: string;
  element: HTMLElement;
  children: ReactNode;
}

/** Keeps a failing widget to itself: the rest of the page and its other widgets go on working. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[hb-${this.props.widget}] stopped after an error; the rest of the page is unaffected.`, error);
    emit(this.props.element, 'hb:error', { widget: this.props.widget, reason: 'render', message: String(error) });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="hb-widget-message" role="alert">
        Sorry, this part of the page could not be shown. Please refresh the page, or call us and we will gladly help.
      </p>
    );
  }
}
