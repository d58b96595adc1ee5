import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { usePageId } from '../../mount';
import { useText } from '../../mount/use-text';
import { sitePlanText } from './messages';
import {
  FIT,
  MAX_ZOOM,
  PAN_KEY_FRACTION,
  panBy,
  type Point,
  type Size,
  zoomPercent,
  zoomStep,
  zoomTo,
  type ZoomView,
} from './zoom';

const sizeOf = (el: HTMLElement | null): Size => ({ width: el?.clientWidth || 1, height: el?.clientHeight || 1 });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
/** A press that moves less than this is a click (on a lot), not a drag of the plan. */
const DRAG_PX = 5;

interface SitePlanViewerProps {
  src: string;
  alt: string;
  /**
   * Drawn over the picture, zoomed and moved with it: an SVG whose viewBox is the picture's own
   * size (given here once it has loaded; 3:2 before), laid out as the picture (contain, centred).
   */
  overlay?: (natural: Size) => ReactNode;
  /** A point (fractions of the picture) to bring into view when the plan is zoomed: the lot focused from the keyboard. */
  reveal?: Point;
}

/**
 * The site plan, zoomable with its buttons, + and − (0 for the whole plan), the wheel and a
 * pinch, and movable by dragging or with the arrow keys once zoomed. The rules of the view
 * (limits, edges) are zoom.ts's.
 */
export function SitePlanViewer({ src, alt, overlay, reveal }: SitePlanViewerProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ZoomView>(FIT);
  const [natural, setNatural] = useState<Size>({ width: 3000, height: 2000 });
  const hintId = usePageId('hb-site-plan-hint');
  const t = useText(sitePlanText);
  // Pointers down on the plan (px in the viewport), where a pinch started, and whether this press dragged.
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const dragged = useRef(false);

  const pointIn = (event: { clientX: number; clientY: number }): Point => {
    const box = viewport.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const step = (direction: 1 | -1, focus?: Point) =>
    setView((v) => zoomStep(v, direction, sizeOf(viewport.current), focus));
  // aria-disabled, not disabled: a button that went disabled under the finger would drop focus out of the dialog.
  const tool = (label: string, sign: string, off: boolean, act: () => void) => (
    <button type="button" className="hb-button hb-button--secondary" aria-disabled={off} onClick={() => off || act()}>
      {sign ? <span aria-hidden="true">{sign} </span> : null}
      {label}
    </button>
  );

  // The wheel zooms at the pointer; a listener of our own, since React's is passive and the page would scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the viewer's life; pointIn reads only the viewport ref
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const focus = pointIn(event);
      setView((v) => zoomTo(v, v.scale * Math.exp(-event.deltaY * 0.002), sizeOf(el), focus));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    // A new size (a phone turned) starts from the whole plan again.
    const resized = new ResizeObserver(() => setView(FIT));
    resized.observe(el);
    return () => {
      el.removeEventListener('wheel', onWheel);
      resized.disconnect();
    };
  }, []);

  // A lot focused from the keyboard outside the zoomed view comes to the middle of it.
  useEffect(() => {
    if (!reveal) return;
    setView((v) => {
      if (v.scale <= 1) return v;
      const size = sizeOf(viewport.current);
      const at = { x: v.x + reveal.x * size.width * v.scale, y: v.y + reveal.y * size.height * v.scale };
      const inside =
        at.x > size.width * 0.1 && at.x < size.width * 0.9 && at.y > size.height * 0.1 && at.y < size.height * 0.9;
      return inside ? v : panBy(v, size.width / 2 - at.x, size.height / 2 - at.y, size);
    });
  }, [reveal]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const size = sizeOf(viewport.current);
    const key = event.key === '−' ? '-' : event.key;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [1, 0],
      ArrowRight: [-1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    if (key === '+' || key === '=') step(1);
    else if (key === '-' || key === '_') step(-1);
    else if (key === '0') setView(FIT);
    else if (pan[key] && event.target === viewport.current)
      setView((v) =>
        panBy(v, pan[key][0] * size.width * PAN_KEY_FRACTION, pan[key][1] * size.height * PAN_KEY_FRACTION, size),
      );
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragged.current = false;
    pointers.current.set(event.pointerId, pointIn(event));
    const [a, b] = [...pointers.current.values()];
    pinch.current = b ? { distance: distance(a, b), scale: view.scale } : null;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = pointIn(event);
    if (!dragged.current && distance(before, now) < DRAG_PX && !pinch.current) return;
    if (!dragged.current) {
      dragged.current = true;
      // Moves outside the plan still belong to the drag (captured only once it is one: a click stays the lot's).
      try {
        viewport.current?.setPointerCapture(event.pointerId);
      } catch {}
    }
    pointers.current.set(event.pointerId, now);
    const size = sizeOf(viewport.current);
    const [a, b] = [...pointers.current.values()];
    if (b && pinch.current) {
      const { distance: start, scale } = pinch.current;
      setView((v) => zoomTo(v, (scale * distance(a, b)) / (start || 1), size, middle(a, b)));
    } else setView((v) => panBy(v, now.x - before.x, now.y - before.y, size));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the focusable viewport and the tools, handled in one place
    <div className="hb-site-plan__viewer" onKeyDown={onKeyDown}>
      <div className="hb-site-plan__tools">
        {tool(t('zoomOut'), '−', view.scale <= 1, () => step(-1))}
        {tool(t('zoomIn'), '+', view.scale >= MAX_ZOOM, () => step(1))}
        {tool(t('wholePlan'), '', view.scale <= 1, () => setView(FIT))}
        <p className="hb-site-plan__zoom" role="status">
          {t('zoom', { percent: zoomPercent(view) })}
        </p>
      </div>
      <div
        ref={viewport}
        className="hb-site-plan__viewport"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the plan pans and zooms with the keyboard, so its viewport takes focus
        tabIndex={0}
        role="group"
        aria-label={t('sitePlan')}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(event) => {
          // The end of a drag is no click on the lot under it.
          if (dragged.current) event.stopPropagation();
          dragged.current = false;
        }}
      >
        <div
          className="hb-site-plan__layer"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          <img
            className="hb-site-plan__image"
            src={src}
            alt={alt}
            draggable={false}
            onLoad={(event) => {
              const img = event.currentTarget;
              if (img.naturalWidth && img.naturalHeight)
                setNatural({ width: img.naturalWidth, height: img.naturalHeight });
            }}
          />
          {overlay?.(natural)}
        </div>
      </div>
      <p id={hintId} className="hb-site-plan__hint">
        {t('viewerHint')}
      </p>
    </div>
  );
}
