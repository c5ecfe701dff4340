import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { rankGroupedOptions } from '../../lib/option-filter.ts';
import type { Choice, ChoiceGroup } from './filter-options.ts';
import { Options } from './JobListControls.tsx';
import controls from './ListControls.module.css';
import classes from './SearchSelect.module.css';

type Choices = readonly (Choice | ChoiceGroup)[];

const flatten = (choices: Choices): Choice[] => choices.flatMap((c) => ('group' in c ? c.items : [c]));

/** A labelled native select (Mantine's NativeSelect look, ListControls.module.css). */
export function Select({
  id: givenId,
  name,
  label,
  choices,
  defaultValue,
  value,
  onChange,
}: {
  id?: string;
  name: string;
  label: string;
  choices: Choices;
  defaultValue: string;
  /** Controlled use (the currency converter): the value and its change. */
  value?: string;
  onChange?: (value: string) => void;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const control =
    value === undefined
      ? { defaultValue }
      : { value, onChange: (e: { currentTarget: { value: string } }) => onChange?.(e.currentTarget.value) };
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={controls.select} {...control}>
        <Options choices={choices} />
      </select>
    </div>
  );
}

/**
 * A public page's picker that finds its option typed without accents ("ha noi" → "Hà Nội"), with
 * the shared picker filter (lib/option-filter.ts). Plain elements, no Mantine (public pages are
 * weight-budgeted). Without JavaScript, and until the page is hydrated, it is the native select it
 * replaces, so the GET form works the same; then an ARIA combobox (input + listbox) that posts its
 * value through a hidden input of the same name.
 */
export function SearchSelect(props: {
  name: string;
  label: string;
  choices: Choices;
  defaultValue: string;
  /** Controlled use: the chosen value and its change (otherwise the picker keeps its own). */
  value?: string;
  onChange?: (value: string) => void;
  /**
   * Shown, greyed, while nothing is chosen (value ''); the choice of value '' then serves only the
   * native select before hydration and is not offered in the list.
   */
  placeholder?: string;
}) {
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const { placeholder: _, ...selectProps } = props;
  if (!enhanced) return <Select id={id} {...selectProps} />;
  return <Combobox id={id} {...props} />;
}

function Combobox({
  id,
  name,
  label,
  choices,
  defaultValue,
  value: controlled,
  onChange,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  choices: Choices;
  defaultValue: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}) {
  const offered = useMemo(
    () => (placeholder === undefined ? choices : choices.filter((c) => 'group' in c || c.value !== '')),
    [choices, placeholder],
  );
  const all = useMemo(() => flatten(choices), [choices]);
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const setValue = (v: string) => {
    setOwn(v);
    onChange?.(v);
  };
  const [query, setQuery] = useState<string | null>(null); // null: closed, showing the chosen label
  const [active, setActive] = useState(0);
  const shown = useMemo(
    () => (query === null ? [] : rankGroupedOptions<Choice, ChoiceGroup>(offered, query)),
    [offered, query],
  );
  const shownFlat = useMemo(() => flatten(shown), [shown]);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-o${i}`;
  const open = query !== null;
  const chosenLabel =
    placeholder !== undefined && value === '' ? '' : (all.find((c) => c.value === value)?.label ?? '');
  // The list opened at the bottom of the filters comes into sight once; the option reached with
  // the arrow keys stays in sight in the scrolled list.
  useEffect(() => {
    if (open) document.getElementById(listId)?.scrollIntoView({ block: 'nearest' });
  }, [open, listId]);
  useEffect(() => {
    if (open) document.getElementById(`${id}-o${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const openWith = (q: string) => {
    setQuery(q);
    setActive(0);
  };
  const choose = (choice: Choice | undefined) => {
    if (choice) setValue(choice.value);
    setQuery(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openWith('');
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.min(Math.max(a + step, 0), Math.max(shownFlat.length - 1, 0)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault(); // choosing does not submit the form
      choose(shownFlat[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setQuery(null);
    }
  };

  let index = -1;
  const renderOption = (c: Choice) => {
    index += 1;
    const i = index;
    return (
      <div
        key={c.value}
        id={optionId(i)}
        role="option"
        tabIndex={-1}
        aria-selected={c.value === value}
        data-active={i === active || undefined}
        className={classes.option}
        // mousedown, not click: the input keeps its focus and its blur does not close the list first.
        onMouseDown={(e) => {
          e.preventDefault();
          choose(c);
        }}
      >
        {c.label}
      </div>
    );
  };

  return (
    <div className={`${controls.field} ${classes.root}`}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <input type="hidden" name={name} value={value} />
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shownFlat.length > 0 ? optionId(active) : undefined}
        autoComplete="off"
        className={controls.select}
        placeholder={open && chosenLabel ? chosenLabel : placeholder}
        value={query ?? chosenLabel}
        onChange={(e) => openWith(e.currentTarget.value)}
        onClick={() => (open ? setQuery(null) : openWith(''))}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
      />
      <div id={listId} role="listbox" aria-label={label} className={classes.list} hidden={!open}>
        {shownFlat.length === 0 && open ? <div className={classes.empty}>Không tìm thấy</div> : null}
        {shown.map((c) =>
          'group' in c ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options; <fieldset> is not one
            <div key={`g-${c.group}`} role="group" aria-label={c.group}>
              <div className={classes.groupLabel} aria-hidden>
                {c.group}
              </div>
              {c.items.map(renderOption)}
            </div>
          ) : (
            renderOption(c)
          ),
        )}
      </div>
    </div>
  );
}
