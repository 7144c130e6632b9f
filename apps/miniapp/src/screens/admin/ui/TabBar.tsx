// The tab strip of the admin page and the account screen. One scrollable row (seven tabs never fit
// a 360 px phone), WAI-ARIA tabs: arrow keys move between tabs, only the active one is in the Tab
// order, and a tab may carry a badge (the account's "needs attention" mark).
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import "./ui.css";

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Shown after the label, e.g. a red exclamation; give it its own accessible text. */
  badge?: ReactNode;
}

export interface TabBarProps<K extends string> {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange(key: K): void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the ids linking each tab to the panel (see tabPanelProps). */
  idPrefix: string;
}

export function tabId(idPrefix: string, key: string): string {
  return `${idPrefix}-tab-${key}`;
}

/** Props of the element holding the active tab's content. */
export function tabPanelProps(idPrefix: string, active: string) {
  return { role: "tabpanel", id: `${idPrefix}-panel`, "aria-labelledby": tabId(idPrefix, active) } as const;
}

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function TabBar<K extends string>({ tabs, active, onChange, label, idPrefix }: TabBarProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);

  // The active tab may lie beyond the visible part of the strip (a link to ?tab=stats on a phone):
  // centre it horizontally, without scrolling the page itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` is the trigger; the selected tab is read from the DOM after it changes
  useEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected) return;
    list.scrollLeft = selected.offsetLeft - (list.clientWidth - selected.offsetWidth) / 2;
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === active);
    let next: number | undefined;
    if (event.key in KEY_STEPS) next = (index + (KEY_STEPS[event.key] ?? 0) + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, target.key))}`)?.focus();
  }

  return (
    <div className="tab-bar" role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            id={tabId(idPrefix, tab.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className={`tab-bar__tab${selected ? " tab-bar__tab--active" : ""}`}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
            {tab.badge}
          </button>
        );
      })}
    </div>
  );
}
