import { memo } from 'react';
import { Rnd } from 'react-rnd';
import { decorationToPx, pxToCm } from '@muestrario/shared/rules';
import { cx } from '@muestrario/shared/ui';
import type { Decoration, DecorationId } from '../../../model';
import { FONT_CSS } from '../fonts';

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
 */
export const DecorationItem = memo(function DecorationItem({ decoration: d, scale, selected, readOnly, onSelect, onDragging, onMoved, onResized }: Props) {
  const box = decorationToPx(d, scale);
  const centre = (x: number, width: number) => pxToCm(x + width / 2, scale);
  const font = d.kind === 'text' ? FONT_CSS[d.font] : null;
  return (
    <Rnd
      size={{ width: box.width, height: box.height }}
      position={{ x: box.left, y: box.top }}
      // The selected box (the one a drag moves) gets its own compositing layer: moving it repaints nothing else.
      style={{ zIndex: 10 + d.zIndex, willChange: selected ? 'transform' : undefined }}
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
      className={cx('ed:group', selected ? 'ed:outline-2 ed:outline-primary-600' : 'ed:hover:outline ed:hover:outline-primary-300')}
    >
      <div
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
            style={{ fontFamily: font!.family, fontWeight: font!.weight, fontSize: `${box.height}px`, lineHeight: 1, color: `#${d.color}` }}
          >
            {d.text}
          </span>
        )}
      </div>
    </Rnd>
  );
});

const MIN_HANDLE_BOX_PX = 28;
const HANDLE = 'ed:size-3! ed:rounded-full ed:border ed:border-primary-600 ed:bg-white';
const HANDLE_CLASSES = { topLeft: HANDLE, topRight: HANDLE, bottomLeft: HANDLE, bottomRight: HANDLE };
