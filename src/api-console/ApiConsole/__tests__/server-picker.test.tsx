import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ServerPicker } from "../ConsoleFields";
import { SERVERS } from "./console-fixtures";

/** The picker with its server kept as the console keeps it. */
function Picker({ first, onChange }: { first: string; onChange?: (server: string) => void }) {
  const [server, setServer] = useState(first);
  return (
    <ServerPicker
      servers={SERVERS}
      server={server}
      problem={null}
      onChange={(next) => {
        setServer(next);
        onChange?.(next);
      }}
    />
  );
}

describe("the server picker", () => {
  it("keeps the custom field while the reader types a URL that is also a listed one", async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Picker first={SERVERS[0]} onChange={(s) => changes.push(s)} />);
    expect(screen.queryByLabelText("Custom server URL")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Server"), "Custom URL…");
    const field = screen.getByLabelText("Custom server URL");
    // Choosing "Custom URL…" does not empty the server: the field starts from it.
    expect(field).toHaveValue(SERVERS[0]);
    expect(changes).toEqual([]);
    await user.clear(field);
    await user.type(field, "http://localhost:8000");
    expect(screen.getByLabelText("Custom server URL")).toHaveValue("http://localhost:8000");
    expect(screen.getByLabelText("Server")).toHaveValue("custom");
    await user.selectOptions(screen.getByLabelText("Server"), SERVERS[0]);
    expect(screen.queryByLabelText("Custom server URL")).toBeNull();
  });

  it("opens in custom mode for a server that is not listed, and shows what is wrong with it", () => {
    render(<ServerPicker servers={SERVERS} server="http://localhost:99999" problem="Server URL: bad port" onChange={() => {}} />);
    const field = screen.getByLabelText("Custom server URL");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Server URL: bad port");
  });
});
