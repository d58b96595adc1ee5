import { Component, type ReactNode } from 'react';
import type { Lang } from '../i18n/language';
import { emit } from '../platform/events';
import en from './crash.en';

interface Props {
  widget: string;
  element: HTMLElement;
  /** The widget's language, for the visitor's message; the console line stays English. */
  lang?: Lang;
  children: ReactNode;
}

/** Keeps a failing widget to itself: the rest of the page and its other widgets go on working. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean; words?: string }> {
  override state = { failed: false } as { failed: boolean; words?: string };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[hb-${this.props.widget}] stopped after an error; the rest of the page is unaffected.`, error);
    emit(this.props.element, 'hb:error', { widget: this.props.widget, reason: 'render', message: String(error) });
    // The Spanish comes only now, so a Spanish page that works never downloads it (issue 35's
    // 10 %); the alert, empty meanwhile, announces it as it comes. A chunk that cannot load leaves English.
    if (this.props.lang === 'es')
      void import('./crash.es')
        .then(
          (m) => m.default.failed,
          () => en.failed,
        )
        .then((words) => this.setState({ words }));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="hb-widget-message" role="alert">
        {this.props.lang === 'es' ? this.state.words : en.failed}
      </p>
    );
  }
}
