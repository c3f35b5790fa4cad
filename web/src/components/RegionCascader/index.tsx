import { useCallback, useEffect, useRef, useState } from 'react';
import { Cascader } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { regionChildrenQuery, regionPathOf, type Region } from './service';

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: RegionOption[];
}

const toOption = (r: Region): RegionOption => ({ value: r.code, label: r.name, isLeaf: !r.hasChildren });

/** `options` with the node at `path` changed by `change` (a new tree; the state is never mutated). */
function updateAt(options: RegionOption[], path: string[], change: (o: RegionOption) => RegionOption): RegionOption[] {
  const [head, ...rest] = path;
  return options.map((o) => {
    if (o.value !== head) return o;
    if (!rest.length) return change(o);
    return { ...o, children: o.children ? updateAt(o.children, rest, change) : o.children };
  });
}

/**
 * Province → city → district, loaded level by level from `region/list` as the user opens them.
 * The value is the chosen division's code (a district, or a city without districts); a value
 * given at mount has its levels loaded so it shows by name (`labels` meanwhile).
 */
export default function RegionCascader({
  id,
  value,
  onChange,
  labels,
  describedBy,
  invalid,
  inputRef,
  disabled,
}: {
  /** antd's Form.Item hands these three to its control. */
  id?: string;
  value?: string;
  onChange?: (code: string) => void;
  /** The names of `value`'s levels, shown until they are loaded (the stored region path). */
  labels?: readonly string[];
  describedBy?: string;
  invalid?: boolean;
  /** The focusable element, for a form that focuses its first invalid field. */
  inputRef?: (el: HTMLElement | null) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const initialValue = useRef(value ?? '');

  const load = useCallback(
    async (parent?: string) => (await queryClient.fetchQuery(regionChildrenQuery(parent))).map(toOption),
    [queryClient],
  );

  // Provinces, and the levels down to the value the field starts with.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        let tree = await load();
        const path = regionPathOf(initialValue.current);
        for (let i = 0; i < path.length - 1; i += 1) {
          const children = await load(path[i]);
          tree = updateAt(tree, path.slice(0, i + 1), (o) => ({ ...o, children }));
        }
        if (!cancelled) {
          setOptions(tree);
          setFailed(false);
        }
      } catch {
        // Toasted by the request layer; opening the list again retries.
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);

  const loadData = async (selected: RegionOption[]) => {
    const path = selected.map((o) => o.value);
    setOptions((tree) => updateAt(tree, path, (o) => ({ ...o, loading: true })));
    try {
      const children = await load(path[path.length - 1]);
      setOptions((tree) => updateAt(tree, path, (o) => ({ ...o, loading: false, children })));
    } catch {
      setOptions((tree) => updateAt(tree, path, (o) => ({ ...o, loading: false })));
    }
  };

  const selectedPath = regionPathOf(value);

  return (
    <span
      ref={(el) => inputRef?.(el?.querySelector('input') ?? null)}
      style={{ display: 'block', width: '100%' }}
    >
      <Cascader<RegionOption>
        id={id}
        options={options}
        loadData={loadData}
        value={selectedPath.length ? selectedPath : undefined}
        onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : '')}
        displayRender={(names) =>
          // Until the levels of a stored value are loaded, its stored names stand in for its codes.
          names.length && names.every((n, i) => n === selectedPath[i]) && labels?.length ? labels.join(' / ') : names.join(' / ')
        }
        placeholder={t('region.placeholder')}
        notFoundContent={failed ? t('region.loadFailed') : undefined}
        onOpenChange={(open) => {
          if (open && failed) setAttempt((n) => n + 1);
        }}
        status={invalid ? 'error' : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        size="large"
        style={{ width: '100%' }}
      />
    </span>
  );
}
