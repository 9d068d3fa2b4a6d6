import { type FormEvent, useId, useState } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Button } from '../Button';
import * as styles from './TagPicker.css';

/** A company tag as on the wire (spec 2 §3: id, tag). */
export interface TagPickerTag {
  id: number;
  tag: string;
}

export interface TagPickerProps {
  /** All the account's tags. */
  tags: readonly TagPickerTag[];
  /** Ids of the chosen tags (e.g. a company's tag set). */
  value: readonly number[];
  /** Receives the whole new set of ids (the API replaces a company's tags with the full list). */
  onChange: (ids: number[]) => void;
  /** Creates a tag with the typed name. */
  onCreate?: (name: string) => void;
  /** Renames a tag. */
  onRename?: (id: number, name: string) => void;
  /** Deletes a tag. */
  onDelete?: (id: number) => void;
  /** Legend of the group. */
  label?: string;
  /** Disables everything while a change is saved. */
  disabled?: boolean;
}

/**
 * Chooses the tags of a company (spec 2 "Companies"), and creates, renames and deletes tags.
 * Each action only calls back; the caller saves it and passes the new `tags` / `value`.
 */
export function TagPicker({
  tags,
  value,
  onChange,
  onCreate,
  onRename,
  onDelete,
  label = 'Tags',
  disabled = false,
}: TagPickerProps) {
  const newId = useId();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim();
    if (!text) return;
    onCreate?.(text);
    setName('');
  };

  const saveRename = () => {
    if (!editing) return;
    const text = editing.name.trim();
    if (text) onRename?.(editing.id, text);
    setEditing(null);
  };

  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      {tags.length === 0 ? <p className={styles.empty}>Nenhuma tag criada.</p> : null}
      <ul className={styles.list}>
        {tags.map((tag) => (
          <li key={tag.id} className={styles.item}>
            {editing?.id === tag.id ? (
              <>
                <input
                  className={styles.input}
                  aria-label={`Novo nome da tag ${tag.tag}`}
                  value={editing.name}
                  onChange={(event) => setEditing({ id: tag.id, name: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      saveRename();
                    } else if (event.key === 'Escape') {
                      event.preventDefault();
                      setEditing(null);
                    }
                  }}
                  // biome-ignore lint/a11y/noAutofocus: the person just asked to rename this tag.
                  autoFocus
                />
                <span className={styles.actions}>
                  <Button size="small" onClick={saveRename}>
                    Salvar
                  </Button>
                  <Button size="small" variant="secondary" onClick={() => setEditing(null)}>
                    Cancelar
                  </Button>
                </span>
              </>
            ) : (
              <>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={value.includes(tag.id)}
                    onChange={(event) =>
                      onChange(event.target.checked ? [...value, tag.id] : value.filter((id) => id !== tag.id))
                    }
                  />
                  {tag.tag}
                </label>
                <span className={styles.actions}>
                  {onRename ? (
                    <Button size="small" variant="ghost" onClick={() => setEditing({ id: tag.id, name: tag.tag })}>
                      Renomear<span className={visuallyHidden}> {tag.tag}</span>
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <Button size="small" variant="ghost" onClick={() => onDelete(tag.id)}>
                      Excluir<span className={visuallyHidden}> {tag.tag}</span>
                    </Button>
                  ) : null}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {onCreate ? (
        <div className={styles.create}>
          <label htmlFor={newId} className={visuallyHidden}>
            Nova tag
          </label>
          <input
            id={newId}
            className={styles.input}
            placeholder="Nova tag"
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') create(event);
            }}
          />
          <Button size="small" variant="secondary" onClick={create} disabled={!name.trim()}>
            Criar tag
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
