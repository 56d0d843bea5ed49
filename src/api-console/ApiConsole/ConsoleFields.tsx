import { useId, useRef, useState } from "react";
import { LOCATION_TITLES } from "../../api-reference/parameter-locations";
import { schemaSummary } from "../../api-reference/schema/schema-model";
import {
  type BodyVariant,
  type ConsoleInputs,
  type ConsoleOperation,
  type ConsoleParameter,
  CONSOLE_LOCATIONS,
  consoleFields,
  fieldKey,
  type InputProblem,
  invalidAnswerFor,
  kindCheck,
  variantExample,
} from "../console-request";
import { isListedServer } from "../console-servers";
import type { InputKinds } from "../../input-kinds/input-kinds";
import { textFormat } from "../parameter-text";
import type { SchemaLookup } from "../schema-validator";
import * as styles from "./styles.module.css";

const CUSTOM = "custom";

interface ServerPickerProps {
  servers: readonly string[];
  server: string;
  /** What is wrong with the server URL, if anything. */
  problem: string | null;
  onChange: (server: string) => void;
}

/**
 * The server to send to: one of the description's servers, or a URL of the
 * reader's own. Whether the custom field shows is the reader's choice, kept
 * as its own state: typing a URL that happens to be a listed one does not
 * take the field away mid-typing.
 */
export function ServerPicker({ servers, server, problem, onChange }: ServerPickerProps) {
  const id = useId();
  const [custom, setCustom] = useState(() => !isListedServer(server, servers));
  const listed = servers.find((s) => isListedServer(server, [s]));
  const errorId = problem ? `${id}-server-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-server`} className={styles.label}>
        Server
      </label>
      <select
        id={`${id}-server`}
        className={styles.input}
        value={custom || listed === undefined ? CUSTOM : listed}
        aria-describedby={custom ? undefined : errorId}
        onChange={(e) => {
          // Choosing "Custom URL…" starts from the current server, to edit rather than retype.
          setCustom(e.target.value === CUSTOM);
          if (e.target.value !== CUSTOM) onChange(e.target.value);
        }}
      >
        {servers.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
        <option value={CUSTOM}>Custom URL…</option>
      </select>
      {custom && (
        <>
          <label htmlFor={`${id}-custom`} className={styles.label}>
            Custom server URL
          </label>
          <input
            id={`${id}-custom`}
            className={styles.input}
            type="url"
            value={server}
            placeholder="http://localhost:8000"
            spellCheck="false"
            aria-invalid={problem !== null}
            aria-describedby={errorId}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      )}
      {problem && (
        <p id={errorId} className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** Type, default, limits and aliases of a parameter, in one line under its input. */
function parameterHint(parameter: ConsoleParameter, schemas: SchemaLookup, aliases: readonly string[]): string {
  const summary = schemaSummary(parameter.schema, schemas);
  const format = textFormat(parameter, schemas);
  const parts = [
    format ? `${summary.label}, ${format}` : summary.label,
    ...summary.constraints.map((c) => `${c.label.toLowerCase()} ${c.value}`),
  ];
  if (aliases.length > 0) parts.push(`also accepted as ${aliases.join(", ")}`);
  return parts.join(" · ");
}

/** Enum values, or true/false for a boolean: then the field is a list. */
function choicesOf(parameter: ConsoleParameter): string[] | null {
  const schema = parameter.schema as { enum?: unknown[]; type?: unknown } | null;
  if (Array.isArray(schema?.enum)) return schema.enum.map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  return schema?.type === "boolean" ? ["true", "false"] : null;
}

interface FieldProps {
  operation: ConsoleOperation;
  parameter: ConsoleParameter;
  value: string;
  problems: readonly InputProblem[];
  schemas: SchemaLookup;
  inputKinds: InputKinds;
  onChange: (value: string) => void;
}

/**
 * What the field's input kind says: that the value is one (with its usual form offered, when the
 * reader typed it otherwise: the field keeps what was typed, and that is what is sent), or that it
 * is malformed and what this operation answers then, if documented.
 */
function KindStatus({
  operation,
  parameter,
  value,
  inputKinds,
  id,
  onUse,
}: Omit<FieldProps, "problems" | "schemas" | "onChange"> & { id: string; onUse: (normalised: string) => void }) {
  const check = kindCheck(parameter, value, inputKinds);
  if (!check) return null;
  if (check.valid)
    return (
      <p id={id} className={styles.kindOk}>
        {inputKinds[parameter.inputKind ?? ""]?.label}: <strong>{check.normalised}</strong>
        {check.normalised !== value && (
          <>
            {" "}
            <button type="button" className={styles.suggestion} onClick={() => onUse(check.normalised)}>
              Use {check.normalised}
            </button>
          </>
        )}
      </p>
    );
  const answer = invalidAnswerFor(operation, parameter, value, inputKinds);
  return (
    <p id={id} className={styles.kindBad}>
      {check.message.charAt(0).toUpperCase() + check.message.slice(1)}.{" "}
      {answer ? (
        <>
          Not sent: the server answers <strong>{answer.status}</strong> <code>{JSON.stringify(answer.body)}</code>
        </>
      ) : (
        // What the server makes of it differs by operation; without an answer documented for this one, none is guessed.
        "The description does not say how this operation answers it; Send to find out."
      )}
    </p>
  );
}

function ParameterField({ operation, parameter, value, problems, schemas, inputKinds, onChange }: FieldProps) {
  const id = useId();
  const aliases = [...parameter.aliases, ...operation.parameters.filter((a) => a.aliasOf === parameter.name).map((a) => a.name)];
  const unique = [...new Set(aliases)];
  const own = problems.filter((p) => p.field === fieldKey(parameter) && !p.fromKind);
  const choices = choicesOf(parameter);
  const describedBy = [`${id}-hint`, own.length > 0 ? `${id}-error` : "", parameter.inputKind ? `${id}-kind` : ""]
    .filter(Boolean)
    .join(" ");
  const kind = kindCheck(parameter, value, inputKinds);
  const common = {
    id,
    className: styles.input,
    value,
    "aria-describedby": describedBy,
    "aria-invalid": own.length > 0 || (kind !== null && !kind.valid),
    "aria-required": parameter.required,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{parameter.name}</code>
        {parameter.required ? <span className={styles.required}> required</span> : null}
      </label>
      {choices ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">(not sent)</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          spellCheck="false"
          autoComplete="off"
          placeholder={parameter.required ? "" : "(not sent)"}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {parameterHint(parameter, schemas, unique)}
      </p>
      {own.length > 0 && (
        <p id={`${id}-error`} className={styles.error}>
          {own.map((p) => p.message).join("; ")}
        </p>
      )}
      {parameter.inputKind && (
        <KindStatus operation={operation} parameter={parameter} value={value} inputKinds={inputKinds} id={`${id}-kind`} onUse={onChange} />
      )}
    </div>
  );
}

/** One input per parameter, grouped by where it goes. */
export function ParameterFields(
  props: Omit<FieldProps, "parameter" | "value" | "onChange"> & { inputs: ConsoleInputs; onValue: (key: string, value: string) => void },
) {
  const fields = consoleFields(props.operation);
  return (
    <>
      {CONSOLE_LOCATIONS.map((location) => {
        const group = fields.filter((f) => f.location === location);
        if (group.length === 0) return null;
        return (
          <fieldset key={location} className={styles.group}>
            <legend className={styles.legend}>{LOCATION_TITLES[location]}</legend>
            {group.map((p) => (
              <ParameterField
                key={fieldKey(p)}
                {...props}
                parameter={p}
                value={props.inputs.values[fieldKey(p)] ?? ""}
                onChange={(value) => props.onValue(fieldKey(p), value)}
              />
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

interface BodyEditorProps {
  operation: ConsoleOperation;
  variants: readonly BodyVariant[];
  inputs: ConsoleInputs;
  problems: readonly InputProblem[];
  schemas: SchemaLookup;
  onChange: (change: Partial<ConsoleInputs>) => void;
  onSubmitShortcut: () => void;
}

/** The JSON body, checked as it is typed, with a switch between the variants of a `oneOf`. */
export function BodyEditor({ operation, variants, inputs, problems, schemas, onChange, onSubmitShortcut }: BodyEditorProps) {
  const id = useId();
  // What was typed in each variant, so that switching back finds it as it was left.
  const typed = useRef(new Map<number, string>());
  if (inputs.body === null) return null;
  const body = inputs.body;
  const switchTo = (i: number, variant: BodyVariant) => {
    typed.current.set(inputs.variant, body);
    onChange({ variant: i, body: typed.current.get(i) ?? variantExample(operation, variant, schemas) });
  };
  const own = problems.filter((p) => p.field === "body" && p.blocking);
  // What the API lets through: said beside the body, not as an error.
  const notes = problems.filter((p) => p.field === "body" && !p.blocking);
  const describedBy = [own.length > 0 ? `${id}-error` : "", notes.length > 0 ? `${id}-note` : ""].filter(Boolean).join(" ");
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Request body</legend>
      {variants.length > 1 && (
        <div className={styles.variants} role="radiogroup" aria-label="Body variant">
          {variants.map((variant, i) => (
            <label key={variant.title} className={styles.variant}>
              <input type="radio" name={`${id}-variant`} checked={inputs.variant === i} onChange={() => switchTo(i, variant)} />{" "}
              {variant.title}
            </label>
          ))}
        </div>
      )}
      <label htmlFor={id} className={styles.label}>
        JSON body
      </label>
      <textarea
        id={id}
        className={`${styles.input} ${styles.body}`}
        value={inputs.body}
        rows={Math.min(16, Math.max(4, inputs.body.split("\n").length))}
        spellCheck="false"
        aria-invalid={own.length > 0}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange({ body: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSubmitShortcut();
          }
        }}
      />
      {own.length > 0 && (
        <p id={`${id}-error`} className={styles.error}>
          {own.map((p) => p.message).join("; ")}
        </p>
      )}
      {notes.length > 0 && (
        <p id={`${id}-note`} className={styles.hint}>
          {notes.map((p) => p.message).join("; ")}
        </p>
      )}
    </fieldset>
  );
}
