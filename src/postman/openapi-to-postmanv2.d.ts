// The part of openapi-to-postmanv2 (6.x) the build uses. Its DefinitelyTyped types describe the 5.x options.
declare module "openapi-to-postmanv2" {
  interface ConversionResult {
    result: boolean;
    reason?: string;
    output?: { type: string; data: unknown }[];
  }
  /** Options of 6.x, as `getOptions()` lists them. */
  interface ConversionOptions {
    folderStrategy?: "Paths" | "Tags";
    parametersResolution?: "Example" | "Schema";
    requestNameSource?: "Fallback" | "URL";
    includeAuthInfoInExample?: boolean;
    includeDeprecated?: boolean;
    /** True (the default) enables every optional parameter; false keeps them in the request, disabled. */
    enableOptionalParameters?: boolean;
  }
  export function convert(
    input: { type: "string"; data: string },
    options: ConversionOptions,
    callback: (error: Error | null, result: ConversionResult) => void,
  ): void;
}
