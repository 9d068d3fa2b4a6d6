// Long on purpose: the map, its clusters, markers, details bubble and the tiles-unavailable note share
// one selection state and one context; the pieces are the small functions below the component.
import { Overlay, Map as PigeonMap, type TileComponentProps } from 'pigeon-maps';
import {
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { tokens } from '../../theme/tokens';
import { type MapItem, type MapView, mapItems } from './clusters';
import * as styles from './LocationsMap.css';
import type { MapLocation } from './location';
import { openStreetMapProvider, type TileProvider } from './tiles';

export type { MapLocation };

/** Geographic centre of Brazil (spec 2 §9: 'map centre Brazil, zoom 4'). */
export const brazilCentre: [number, number] = [-14.235, -51.9253];

export interface LocationsMapProps {
  locations: readonly MapLocation[];
  /** Tile source; stories and tests pass `gridTileProvider` so nothing touches the network. */
  provider?: TileProvider;
  /** Credit for the tiles, shown in the bottom-right corner. */
  attribution?: ReactNode;
  /** Accessible name of the map region. */
  label?: string;
  height?: number;
  center?: [number, number];
  zoom?: number;
  /** Called when a marker is chosen (click, Enter or Space). */
  onSelect?: (location: MapLocation) => void;
  /**
   * Content of the chosen marker's bubble, under its label as a title (e.g. the place's CNPJs with
   * links, a skeleton while they load, an error line). The bubble is then an interactive block that
   * scrolls on its own and never pans or zooms the map. Without it the bubble shows the label only.
   */
  renderDetails?: (location: MapLocation) => ReactNode;
  /**
   * Above this many locations, those close together on screen gather into one numbered marker
   * (choosing it zooms the map in on them) and only the markers near the view are drawn, so a map
   * of every municipality (5,570) pans and zooms as lightly as one of a few.
   */
  clusterAbove?: number;
  /** The gathered marker's accessible name, from how many locations and items (the sum of `count`) it holds. */
  clusterLabel?: (cluster: { places: number; count: number }) => string;
  className?: string;
}

const defaultAttribution = (
  <>
    ©{' '}
    <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer noopener">
      OpenStreetMap
    </a>
  </>
);

/** What the map says when its tiles cannot be drawn (offline, or the tile server blocked). */
export const locationsMapTexts = { tilesFailed: 'Não foi possível carregar o mapa.' } as const;

/** One formatter for every badge: `toLocaleString` would build one per marker (thousands of them). */
const countFormat = new Intl.NumberFormat('pt-BR');

const defaultClusterLabel = ({ places }: { places: number; count: number }) =>
  `${countFormat.format(places)} locais próximos — ampliar o mapa`;

/** Where choosing a gathered marker takes the map: its position, two zoom levels closer. */
interface Target {
  center: [number, number];
  zoom: number;
}

type LocationId = MapLocation['id'];

/**
 * Which marker is chosen, outside React state: choosing one re-renders the two markers concerned
 * (each subscribes to "am I chosen?"), not the map and its thousands of overlays.
 */
interface Selection {
  get: () => LocationId | null;
  set: (id: LocationId | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createSelection(): Selection {
  let chosen: LocationId | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => chosen,
    set: (id) => {
      if (id === chosen) return;
      chosen = id;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** What every marker shares; it never changes, so no marker re-renders because of it. */
interface Markers {
  selection: Selection;
  toggle: (location: MapLocation) => void;
  mapRef: RefObject<HTMLElement | null>;
  zoomInto: (cluster: Cluster) => void;
  clusterLabel: (cluster: Cluster) => string;
}

type Cluster = Extract<MapItem, { kind: 'cluster' }>;

const MarkersContext = createContext<Markers | null>(null);
/** Told when a tile fails to load (`true`) and when a failed tile leaves the map (`false`), by its key. */
const TileFailuresContext = createContext<((key: string, failed: boolean) => void) | null>(null);
/** Read by the chosen marker's bubble only: a new `renderDetails` re-renders that bubble alone. */
const DetailsContext = createContext<LocationsMapProps['renderDetails']>(undefined);

/**
 * Company locations on a map centred on Brazil (spec 2 "Dashboard" and "Company panel").
 * Markers are buttons named by their label; choosing one shows the label beside it and calls
 * `onSelect`; choosing it again, or Escape on the pin or in its bubble, closes it.
 * A marker can stand for a place with several items (`count`): the pin then shows the number in a badge.
 * With `renderDetails` the chosen marker's bubble shows the label as a title and the caller's content
 * below it (loaded when the marker is chosen), in a block that stays inside the map and scrolls.
 * Thousands of markers are fine: above `clusterAbove` locations only those near the view are drawn,
 * and those close on screen gather into one numbered marker that zooms in when chosen (5,570
 * municipalities draw 36 markers at zoom 4); choosing a marker, or new `renderDetails` content,
 * re-renders only the markers concerned. Keep `locations` the same array between renders
 * (`useMemo`): a new array re-renders every marker.
 * Tiles that cannot be loaded (offline, the tile server blocked) leave the plain background under
 * the markers instead of broken-image icons, and a short note says 'Não foi possível carregar o
 * mapa.' while any such tile is in view; the markers and their bubbles work as before.
 * pigeon-maps lives only here, so screens that lazy-load this component keep it out of the main bundle.
 */
export function LocationsMap({
  locations,
  provider = openStreetMapProvider,
  attribution = defaultAttribution,
  label = 'Mapa das localizações',
  height = 400,
  center = brazilCentre,
  zoom = 4,
  onSelect,
  renderDetails,
  clusterAbove = 200,
  clusterLabel = defaultClusterLabel,
  className,
}: LocationsMapProps) {
  const rootRef = useRef<HTMLElement>(null);
  // The latest callbacks are read when a marker is chosen or named, so new functions do not re-render the markers.
  const latest = useRef({ onSelect, clusterLabel });
  useLayoutEffect(() => {
    latest.current = { onSelect, clusterLabel };
  });
  const [view, setView] = useState<MapView | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [tileFailures] = useState(() => new Set<string>());
  const [tilesFailed, setTilesFailed] = useState(false);
  const [reportTile] = useState(() => (key: string, failed: boolean) => {
    if (failed) tileFailures.add(key);
    else tileFailures.delete(key);
    setTilesFailed(tileFailures.size > 0);
  });
  const [markers] = useState<Markers>(() => {
    const selection = createSelection();
    return {
      selection,
      toggle: (location) => {
        selection.set(selection.get() === location.id ? null : location.id);
        latest.current.onSelect?.(location);
      },
      mapRef: rootRef,
      zoomInto: (cluster) => {
        setTarget({ center: [cluster.latitude, cluster.longitude], zoom: cluster.zoom + 2 });
        // The gathered marker is gone once the map is closer: the map takes the focus (focusable
        // only until it loses it, so a click elsewhere on the map never lands the focus on it),
        // and Tab goes on to the markers now drawn.
        const root = rootRef.current;
        if (root) {
          root.tabIndex = -1;
          root.addEventListener('blur', () => root.removeAttribute('tabindex'), { once: true });
          root.focus({ preventScroll: true });
        }
      },
      clusterLabel: (cluster) => latest.current.clusterLabel(cluster),
    };
  });
  // A map of up to `clusterAbove` locations draws them all: its view does not change what it draws,
  // so a drag or zoom does not re-render its markers.
  const drawnView = locations.length > clusterAbove ? view : null;
  const items = useMemo(
    () => mapItems(locations, drawnView, drawnView?.zoom ?? zoom, clusterAbove),
    [locations, drawnView, zoom, clusterAbove],
  );

  // The same element while these props stay the same: pigeon-maps re-renders every overlay when it
  // re-renders, so a new `renderDetails`, `onSelect` or `attribution` must not reach it.
  const map = useMemo(
    () => (
      <PigeonMap
        height={height}
        defaultCenter={center}
        defaultZoom={zoom}
        provider={provider}
        tileComponent={MapTile}
        attribution={false}
        attributionPrefix={false}
        // Page scrolling wins: the wheel zooms only with Ctrl/⌘ held.
        metaWheelZoom
        metaWheelZoomWarning="Use Ctrl + rolagem para ampliar o mapa"
        // Set only while the map flies to a gathered marker's place; any later move hands the view back.
        center={target?.center}
        zoom={target?.zoom}
        onBoundsChanged={({ zoom: shownZoom, bounds }) => {
          setView({ zoom: shownZoom, bounds });
          setTarget(null);
        }}
      >
        {items.map((item) =>
          item.kind === 'location' ? (
            <Overlay key={item.location.id} anchor={[item.location.latitude, item.location.longitude]}>
              <Marker location={item.location} />
            </Overlay>
          ) : (
            <Overlay key={`cluster:${item.id}`} anchor={[item.latitude, item.longitude]}>
              <ClusterMarker cluster={item} />
            </Overlay>
          ),
        )}
      </PigeonMap>
    ),
    [height, center, zoom, provider, items, target],
  );

  return (
    <section ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')} aria-label={label}>
      <TileFailuresContext value={reportTile}>
        <MarkersContext value={markers}>
          <DetailsContext value={renderDetails}>{map}</DetailsContext>
        </MarkersContext>
      </TileFailuresContext>
      {tilesFailed ? (
        <p role="status" className={styles.tilesFailed}>
          {locationsMapTexts.tilesFailed}
        </p>
      ) : null}
      <p className={styles.attribution}>{attribution}</p>
    </section>
  );
}

/**
 * pigeon-maps' tile image, except that a tile that fails to load is hidden (the map's plain
 * background shows, not a broken-image icon) and reported, so the map can say it could not load.
 */
function MapTile({ tile, tileLoaded }: TileComponentProps) {
  const report = useContext(TileFailuresContext);
  const [failed, setFailed] = useState(false);
  // A failed tile that leaves the view (pan, zoom) no longer counts.
  useEffect(() => (failed ? () => report?.(tile.key, false) : undefined), [failed, report, tile.key]);
  return (
    <img
      src={tile.url}
      srcSet={tile.srcSet}
      width={tile.width}
      height={tile.height}
      loading="lazy"
      alt=""
      onLoad={tileLoaded}
      onError={() => {
        setFailed(true);
        report?.(tile.key, true);
        // Done, as far as the map is concerned: it stops waiting for it before dropping the previous zoom's tiles.
        tileLoaded();
      }}
      style={{
        // Not the `hidden` attribute: the global reset's `img { display: block }` would outrank it.
        display: failed ? 'none' : undefined,
        position: 'absolute',
        left: tile.left,
        top: tile.top,
        willChange: 'transform',
        transformOrigin: 'top left',
        opacity: 1,
      }}
    />
  );
}

function useMarkers(): Markers {
  const markers = useContext(MarkersContext);
  if (!markers) throw new Error('A marker is rendered by LocationsMap only.');
  return markers;
}

/** Callers often rebuild their locations on each render: a marker re-renders only when one of its values changes. */
function sameLocation(a: MapLocation, b: MapLocation): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof MapLocation)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

const Marker = memo(
  function Marker({ location }: { location: MapLocation }) {
    const { selection, toggle } = useMarkers();
    const selected = useSyncExternalStore(selection.subscribe, () => selection.get() === location.id);
    const pinRef = useRef<HTMLButtonElement>(null);
    const count = location.count !== undefined && location.count > 1 ? countFormat.format(location.count) : null;

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !selected) return;
      // Closed here, so the Escape does not also close a dialog or menu around the map.
      event.stopPropagation();
      pinRef.current?.focus({ preventScroll: true });
      selection.set(null);
    }

    return (
      // The Escape from the pin or from inside its bubble (a link in the caller's content) lands here.
      // biome-ignore lint/a11y/noStaticElementInteractions: a keyboard listener for its children, not a control.
      <div className={styles.marker} data-selected={selected || undefined} onKeyDown={handleKeyDown}>
        <button
          ref={pinRef}
          type="button"
          className={styles.pin}
          aria-label={location.label}
          aria-pressed={selected}
          onClick={(event) => {
            // pigeon-maps cancels the mousedown (to drag the map), which keeps a clicked button from
            // taking the focus: give it here, so Escape and Tab into the bubble work after a click too.
            event.currentTarget.focus({ preventScroll: true });
            toggle(location);
          }}
        >
          <svg className={styles.pinIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            />
            <circle className={styles.pinDot} cx="12" cy="9" r="2.5" />
          </svg>
          {count ? (
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          ) : null}
        </button>
        {selected ? <MarkerBubble location={location} pinRef={pinRef} /> : null}
      </div>
    );
  },
  (previous, next) => sameLocation(previous.location, next.location),
);

/** Nearby locations gathered into one marker: their total, and choosing it zooms in on them. */
const ClusterMarker = memo(function ClusterMarker({ cluster }: { cluster: Cluster }) {
  const { zoomInto, clusterLabel } = useMarkers();
  return (
    <button
      type="button"
      className={styles.cluster}
      aria-label={clusterLabel(cluster)}
      onClick={() => zoomInto(cluster)}
    >
      {countFormat.format(cluster.count)}
    </button>
  );
});

/** The chosen marker's bubble: its label, or with `renderDetails` a block with the caller's content. */
function MarkerBubble({ location, pinRef }: { location: MapLocation; pinRef: RefObject<HTMLButtonElement | null> }) {
  const renderDetails = useContext(DetailsContext);
  const { mapRef } = useMarkers();
  if (!renderDetails) return <span className={styles.bubble}>{location.label}</span>;
  return <MarkerDetails location={location} renderDetails={renderDetails} pinRef={pinRef} mapRef={mapRef} />;
}

type Placement = 'above' | 'below';

interface DetailsRoom {
  placement: Placement;
  width: number;
  height: number;
  shift: number;
}

// The bubble keeps this far from the map's edges and from its pin (tokens' space.small and space.xsmall:
// the arithmetic needs numbers, not the CSS variables).
const edgeGap = Number.parseFloat(tokens.space.small);
const pinGap = Number.parseFloat(tokens.space.xsmall);
/** The bubble's greatest height in CSS (size.listbox): with that much room above the pin, it goes above. */
const fullHeight = Number.parseFloat(tokens.size.listbox);
/** Below this height the bubble is clipped by the map rather than squeezed to nothing. */
const minimumHeight = 64;

/**
 * Where the details bubble fits: above the pin when there is room (or more room than below), at most
 * as wide and tall as the map leaves it, shifted sideways so that it does not cross the map's edges.
 */
function placeDetails(
  pin: DOMRectReadOnly,
  map: DOMRectReadOnly,
  bubbleWidth: number,
  placement?: Placement,
): DetailsRoom {
  const above = pin.top - map.top - edgeGap - pinGap;
  const below = map.bottom - pin.bottom - edgeGap - pinGap;
  const side = placement ?? (above >= fullHeight || above >= below ? 'above' : 'below');
  const width = Math.max(0, map.width - 2 * edgeGap);
  const shown = Math.min(bubbleWidth, width);
  const left = pin.left + pin.width / 2 - shown / 2;
  const clamped = Math.min(Math.max(left, map.left + edgeGap), map.right - edgeGap - shown);
  return {
    placement: side,
    width,
    height: Math.max(minimumHeight, side === 'above' ? above : below),
    shift: Math.round(clamped - left),
  };
}

function sameRoom(a: DetailsRoom | null, b: DetailsRoom): boolean {
  return (
    a !== null && a.placement === b.placement && a.width === b.width && a.height === b.height && a.shift === b.shift
  );
}

interface MarkerDetailsProps {
  location: MapLocation;
  renderDetails: (location: MapLocation) => ReactNode;
  pinRef: RefObject<HTMLButtonElement | null>;
  mapRef: RefObject<HTMLElement | null>;
}

function MarkerDetails({ location, renderDetails, pinRef, mapRef }: MarkerDetailsProps) {
  const bubbleRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [room, setRoom] = useState<DetailsRoom | null>(null);

  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    const pin = pinRef.current;
    const map = mapRef.current;
    if (!bubble || !pin || !map) return;
    // The side is chosen once, when the bubble opens: it does not jump when its content loads.
    let placement: Placement | undefined;
    const place = () => {
      const next = placeDetails(
        pin.getBoundingClientRect(),
        map.getBoundingClientRect(),
        bubble.offsetWidth,
        placement,
      );
      placement = next.placement;
      setRoom((current) => (sameRoom(current, next) ? current : next));
    };
    place();
    // Its content changes size (loading, then the list) and the map can be resized.
    const observer = new ResizeObserver(place);
    observer.observe(bubble);
    observer.observe(map);
    // pigeon-maps listens to the wheel on its own container, which a native event reaches before
    // React's handlers: stop it on the bubble itself, so the wheel scrolls the bubble and never
    // zooms the map or shows the 'Ctrl + rolagem' warning over it.
    const stopWheel = (event: WheelEvent) => event.stopPropagation();
    bubble.addEventListener('wheel', stopWheel, { passive: true });
    return () => {
      observer.disconnect();
      bubble.removeEventListener('wheel', stopWheel);
    };
  }, [pinRef, mapRef]);

  const style = room
    ? ({
        [styles.detailsRoom.width]: `${room.width}px`,
        [styles.detailsRoom.height]: `${room.height}px`,
        [styles.detailsRoom.shift]: `${room.shift}px`,
      } as CSSProperties)
    : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of the caller's content (links, text), not of form fields.
    <div
      ref={bubbleRef}
      role="group"
      aria-labelledby={titleId}
      // pigeon-maps' own opt-out: a mousedown or touchstart in here neither drags the map nor is cancelled
      // (so text can be selected and links followed), and a double click does not zoom.
      className={`${styles.details} pigeon-drag-block`}
      data-placement={room?.placement}
      style={style}
    >
      <p id={titleId} className={styles.detailsTitle}>
        {location.label}
      </p>
      <div>{renderDetails(location)}</div>
    </div>
  );
}
