import { withPrefix } from "gatsby";
import { useEffect, useState } from "react";
import { isHashEdition } from "../../navigation/edition-address";
import { loadSiteJson } from "../../navigation/load-data-script";
import { CodeBlock } from "../../ui/CodeBlock";
import type { CodeSampleView, SampleRewrite } from "./sample-view";
import * as styles from "./styles.module.css";

export interface MoreSamplePanelProps {
  /** The samples file of the operation (a list of {@link CodeSampleView}). */
  src: string;
  id: string;
  label: string;
  title: string;
  /** Set while the API console is open: the sample is written again for its inputs. */
  rewrite: SampleRewrite | null;
}

/**
 * Each samples file is fetched once per page view, whichever of its
 * languages asks first; the offline edition, which may not fetch from
 * disk, has it as a data script.
 */
const files = new Map<string, Promise<CodeSampleView[]>>();
function samplesFile(src: string): Promise<CodeSampleView[]> {
  const cached = files.get(src);
  if (cached) return cached;
  const loading = isHashEdition()
    ? loadSiteJson<CodeSampleView[]>(src)
    : fetch(withPrefix(src)).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))));
  files.set(src, loading);
  loading.catch(() => files.delete(src));
  return loading;
}

type State = { sample: CodeSampleView | undefined } | { failed: true } | null;

/** The sample of a "More" language: loading, then the sample, or what went wrong and Try again. */
export default function MoreSamplePanel({ src, id, label, title, rewrite }: MoreSamplePanelProps) {
  const [state, setState] = useState<State>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    samplesFile(src).then(
      (samples) => current && setState({ sample: samples.find((s) => s.id === id) }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [src, id, attempt]);

  if (state && "sample" in state && state.sample) {
    const [sample] = rewrite ? rewrite([state.sample]) : [state.sample];
    return <CodeBlock language={sample.prism} languageLabel={sample.languageLabel} title={`${title}: ${label}`} html={sample.html} />;
  }
  if (state) {
    return (
      <p className={styles.status} role="alert">
        The {label} sample could not be loaded.{" "}
        <button type="button" className={styles.retry} onClick={() => (setState(null), setAttempt((n) => n + 1))}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p className={styles.status} role="status">
      Loading the {label} sample…
    </p>
  );
}
