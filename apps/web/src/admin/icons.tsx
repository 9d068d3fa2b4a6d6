// The edit pencil and trash can of the admin tables' Opções. @product/ui has IconButton but no
// icon set, so the two strokes live here, drawn like the IconButton stories'.

export function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <path d="m13 3 4 4-9 9H4v-4l9-9Z" strokeLinejoin="round" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
