import { useMemo } from "react";
import { consoleOperation, type ConsoleOperationSource } from "../console-operation";
import { POSTCODE_INPUT_KINDS } from "../../input-kinds/postcode-input-kinds";
import { PostcodeFacts, type PostcodeFactsProps } from "./PostcodeFacts";

/**
 * The entry of the home page's live example's chunk: the postcode lookup
 * and what it asks the API, without the console around it (its fields, its
 * code samples and their highlighting), which the home page never shows.
 */

/** What the home page hands its live example: the lookup as its page query gives it. */
export type HomePostcodeFactsProps = Omit<PostcodeFactsProps, "inputKinds" | "operation"> & { operation: ConsoleOperationSource };

/** The home page's live example, with the postcode input kind and the lookup as the console reads it. */
export function HomePostcodeFacts({ operation, ...props }: HomePostcodeFactsProps) {
  const forConsole = useMemo(() => consoleOperation(operation, window.location.origin), [operation]);
  return <PostcodeFacts {...props} operation={forConsole} inputKinds={POSTCODE_INPUT_KINDS} />;
}
