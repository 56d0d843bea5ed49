import React from "react";
import { CloseIcon } from "../../ui/icons";
import * as styles from "./styles.module.css";

/** The accessible name of the search input; tests and the dialog refer to it. */
export const SEARCH_INPUT_LABEL = "Search guides and the API reference";

interface SearchFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> {
  value: string;
  onValueChange: (value: string) => void;
  onClose: () => void;
}

/**
 * The search dialog's input and Close button. It is in the page's own code
 * (the results are loaded on demand), so the input exists and has focus
 * the moment search opens: nothing typed while the rest loads is lost.
 */
export const SearchField = React.forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { value, onValueChange, onClose, ...inputProps },
  ref,
) {
  return (
    <div className={styles.bar}>
      <input
        ref={ref}
        className={styles.input}
        type="search"
        aria-label={SEARCH_INPUT_LABEL}
        placeholder={SEARCH_INPUT_LABEL}
        autoComplete="off"
        spellCheck="false"
        {...inputProps}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <button type="button" className="icon-button" onClick={onClose} aria-label="Close search">
        <CloseIcon />
      </button>
    </div>
  );
});
