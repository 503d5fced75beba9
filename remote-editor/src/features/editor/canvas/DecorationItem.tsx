import { memo, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { decorationToPx, pxToCm } from '@muestrario/shared/rules';
import { cx } from '@muestrario/shared/ui';
import type { Decoration, DecorationId } from '../../../model';
import { FONT_CSS } from '../fonts';
import { startRnd, useRnd, type Rnd } from './rnd';

export interface LiveBox {
  id: DecorationId;
  xCm: number;
  yCm: number;
}

interface Props {
  decoration: Decoration;
  scale: number;
  selected: boolean;
  readOnly: boolean;
  onSelect: (id: DecorationId) => void;
  onDragging: (box: LiveBox | null) => void;
  onMoved: (id: DecorationId, xCm: number, yCm: number) => void;
  onResized: (id: DecorationId, xCm: number, yCm: number, widthCm: number) => void;
}

export const decorationLabel = (d: Decoration) => (d.kind === 'logo' ? d.name : `Texto «${d.text}»`);

/**
 * One logo or text on the canvas: react-rnd moves and resizes the unrotated box (aspect ratio
 * locked); the rotation is applied to an inner element, so the 'Rotación' field stays the truth.
 * Until react-rnd has arrived (./rnd.ts: after the canvas paints), the same box is drawn plain and a
 * pointer drags it all the same; a drag started then finishes on the plain box before react-rnd takes over.
 */
export const DecorationItem = memo(function DecorationItem(props: Props) {
  const Rnd = useRnd();
  const [plainDrag, setPlainDrag] = useState(false);
  if (Rnd && !plainDrag && !props.readOnly) return <RndBox Rnd={Rnd} {...props} />;
  return <PlainBox {...props} onDragChange={setPlainDrag} />;
});

/** The face a box shows and that takes the focus: the logo's picture or the text, rotated. */
function Face({ d, heightPx, selected, onSelect }: { d: Decoration; heightPx: number; selected: boolean; onSelect: (id: DecorationId) => void }) {
  const font = d.kind === 'text' ? FONT_CSS[d.font] : null;
  return (
    <div
      ref={(el) => {
        // The plain box had the focus when react-rnd replaced it: the new face takes it back.
        if (el && focusOnSwap === d.id) {
          focusOnSwap = null;
          el.focus();
        }
      }}
      role="button"
      tabIndex={0}
      aria-label={decorationLabel(d)}
      aria-pressed={selected}
      data-decoration={d.id}
      onFocus={() => onSelect(d.id)}
      className="ed:flex ed:size-full ed:cursor-move ed:items-center ed:justify-center ed:select-none ed:focus-visible:outline-2 ed:focus-visible:outline-offset-2 ed:focus-visible:outline-primary-600"
      style={{ transform: d.rotateDegrees ? `rotate(${d.rotateDegrees}deg)` : undefined }}
    >
      {d.kind === 'logo' ? (
        <img src={d.src} alt="" draggable={false} className="ed:pointer-events-none ed:size-full ed:object-contain" />
      ) : (
        <span
          className="ed:pointer-events-none ed:whitespace-nowrap"
          style={{ fontFamily: font!.family, fontWeight: font!.weight, fontSize: `${heightPx}px`, lineHeight: 1, color: `#${d.color}` }}
        >
          {d.text}
        </span>
      )}
    </div>
  );
}

/** A decoration whose plain box had the focus as react-rnd replaced it. */
let focusOnSwap: DecorationId | null = null;

const boxClassName = (selected: boolean) => cx('ed:group', selected ? 'ed:outline-2 ed:outline-primary-600' : 'ed:hover:outline ed:hover:outline-primary-300');
// The selected box (the one a drag moves) gets its own compositing layer: moving it repaints nothing else.
const boxStyle = (d: Decoration, selected: boolean) => ({ zIndex: 10 + d.zIndex, willChange: selected ? 'transform' : undefined });

function RndBox({ Rnd, decoration: d, scale, selected, readOnly, onSelect, onDragging, onMoved, onResized }: Props & { Rnd: Rnd }) {
  const box = decorationToPx(d, scale);
  const centre = (x: number, width: number) => pxToCm(x + width / 2, scale);
  return (
    <Rnd
      size={{ width: box.width, height: box.height }}
      position={{ x: box.left, y: box.top }}
      style={boxStyle(d, selected)}
      dragGrid={[1, 1]}
      lockAspectRatio
      disableDragging={readOnly}
      // Handles only where they fit: on a tiny box they would cover it and steal the drag ('Alto en cm' resizes it).
      enableResizing={!readOnly && selected && box.width >= MIN_HANDLE_BOX_PX && box.height >= MIN_HANDLE_BOX_PX}
      onMouseDown={() => onSelect(d.id)}
      onDragStart={() => onSelect(d.id)}
      onDrag={(_e, data) => onDragging({ id: d.id, xCm: centre(data.x, box.width), yCm: centre(data.y, box.height) })}
      onDragStop={(_e, data) => {
        onDragging(null);
        if (Math.abs(data.x - box.left) >= 0.5 || Math.abs(data.y - box.top) >= 0.5) onMoved(d.id, centre(data.x, box.width), centre(data.y, box.height));
      }}
      onResizeStop={(_e, _dir, ref, _delta, position) => {
        const width = ref.offsetWidth;
        const height = ref.offsetHeight;
        onResized(d.id, centre(position.x, width), centre(position.y, height), pxToCm(width, scale));
      }}
      resizeHandleClasses={HANDLE_CLASSES}
      className={boxClassName(selected)}
    >
      <Face d={d} heightPx={box.height} selected={selected} onSelect={onSelect} />
    </Rnd>
  );
}

/**
 * The box as react-rnd draws it (absolute, translated), without react-rnd: a pointer drag moves it in
 * whole pixels, shows the live zones and ends in `onMoved`, as react-rnd's drag does. No resize handles.
 */
function PlainBox({ decoration: d, scale, selected, readOnly, onSelect, onDragging, onMoved, onDragChange }: Props & { onDragChange: (dragging: boolean) => void }) {
  const box = decorationToPx(d, scale);
  const centre = (x: number, width: number) => pxToCm(x + width / 2, scale);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const [offset, setOffset] = useState({ dx: 0, dy: 0 });
  const self = useRef<HTMLDivElement>(null);

  useLayoutEffect(
    () => () => {
      if (self.current?.contains(document.activeElement)) focusOnSwap = d.id;
    },
    [d.id],
  );

  const end = (event: PointerEvent<HTMLDivElement>, moved: boolean) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    drag.current = null;
    onDragging(null);
    const dx = Math.round(event.clientX - start.x);
    const dy = Math.round(event.clientY - start.y);
    if (moved && (dx !== 0 || dy !== 0)) onMoved(d.id, centre(box.left + dx, box.width), centre(box.top + dy, box.height));
    setOffset({ dx: 0, dy: 0 });
    onDragChange(false);
  };

  return (
    <div
      ref={self}
      className={boxClassName(selected)}
      style={{
        ...boxStyle(d, selected),
        position: 'absolute',
        top: 0,
        left: 0,
        display: 'inline-block',
        boxSizing: 'border-box',
        width: box.width,
        height: box.height,
        transform: `translate(${box.left + offset.dx}px, ${box.top + offset.dy}px)`,
      }}
      onPointerDown={(event) => {
        onSelect(d.id);
        if (readOnly || event.button !== 0) return;
        startRnd();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
        onDragChange(true);
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (!start || start.pointer !== event.pointerId) return;
        const dx = Math.round(event.clientX - start.x);
        const dy = Math.round(event.clientY - start.y);
        setOffset({ dx, dy });
        onDragging({ id: d.id, xCm: centre(box.left + dx, box.width), yCm: centre(box.top + dy, box.height) });
      }}
      onPointerUp={(event) => end(event, true)}
      onPointerCancel={(event) => end(event, false)}
    >
      <Face d={d} heightPx={box.height} selected={selected} onSelect={onSelect} />
    </div>
  );
}

const MIN_HANDLE_BOX_PX = 28;
const HANDLE = 'ed:size-3! ed:rounded-full ed:border ed:border-primary-600 ed:bg-white';
const HANDLE_CLASSES = { topLeft: HANDLE, topRight: HANDLE, bottomLeft: HANDLE, bottomRight: HANDLE };
