import { render, screen } from "@testing-library/react";
import type { ConsoleOperation } from "../../console-request";
import { POSTCODE_INPUT_KINDS } from "../../../input-kinds/postcode-input-kinds";
import { ParameterFields } from "../ConsoleFields";
import { lookupOperation } from "./console-fixtures";

const withPostcodeKind = (answers: ConsoleOperation["invalidInputAnswers"]): ConsoleOperation => ({
  ...lookupOperation,
  parameters: lookupOperation.parameters.map((p) => ({ ...p, inputKind: "postcode" })),
  invalidInputAnswers: answers,
});

function fieldsFor(operation: ConsoleOperation, postcode: string) {
  render(
    <ParameterFields
      operation={operation}
      inputs={{ server: "https://api.postcodes.io", values: { "path.postcode": postcode }, body: null, variant: 0 }}
      problems={[]}
      schemas={new Map()}
      inputKinds={POSTCODE_INPUT_KINDS}
      onValue={() => {}}
    />,
  );
}

describe("a malformed postcode's field", () => {
  it("shows the answer this operation documents for it", () => {
    fieldsFor(withPostcodeKind([{ kind: "postcode", status: "200", body: { status: 200, result: false } }]), "SW1A 1AAA");
    expect(screen.getByText(/^Not a valid UK postcode\./)).toHaveTextContent(
      'Not sent: the server answers 200 {"status":200,"result":false}',
    );
  });

  it("guesses no answer when the operation documents none", () => {
    fieldsFor(withPostcodeKind([]), "SW1A 1AAA");
    const note = screen.getByText(/^Not a valid UK postcode\./);
    expect(note).toHaveTextContent("The description does not say how this operation answers it; Send to find out.");
    expect(note).not.toHaveTextContent(/will not find/);
  });
});

describe("the groups of fields", () => {
  it("have the headings of the operation page's parameter list", () => {
    const header = { ...lookupOperation.parameters[0], name: "X-Trace", location: "header", required: false };
    const cookie = { ...header, name: "session", location: "cookie" };
    fieldsFor({ ...lookupOperation, parameters: [...lookupOperation.parameters, header, cookie] }, "SE1P 5ZZ");
    expect(screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent)).toEqual([
      "Path parameters",
      "Header parameters",
    ]);
  });
});
