import { Component, type ReactNode } from 'react';
import type { Lang } from '../i18n/language';
import { text } from '../i18n/text';
import { emit } from '../platform/events';
import { mountText } from './messages';

interface Props {
  widget: string;
  element: HTMLElement;
  /** The widget's language, for the visitor's message. */
  lang?: Lang;
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
        {text(mountText, this.props.lang ?? 'en', 'failed')}
      </p>
    );
  }
}
