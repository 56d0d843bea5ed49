import { EventEmitter } from "node:events";
import { DEVELOP_REWRITE_DELAY_MS, rewriteOnSourceChanges } from "../machine-readable-files";

const node = (type: string) => ({ payload: { internal: { type } } });

describe("the files for assistants and tools in gatsby develop", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("are written again once, after the guides' or the description's nodes have stopped changing", () => {
    const emitter = new EventEmitter();
    const write = jest.fn();
    const stop = rewriteOnSourceChanges(emitter, write);
    emitter.emit("CREATE_NODE", node("Mdx"));
    jest.advanceTimersByTime(DEVELOP_REWRITE_DELAY_MS - 1);
    emitter.emit("DELETE_NODE", node("OpenApiOperation"));
    emitter.emit("CREATE_NODE", node("OpenApiOperation"));
    jest.advanceTimersByTime(DEVELOP_REWRITE_DELAY_MS - 1);
    expect(write).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(1);
    emitter.emit("CREATE_NODE", node("Sidebar"));
    jest.advanceTimersByTime(DEVELOP_REWRITE_DELAY_MS);
    expect(write).toHaveBeenCalledTimes(2);
    stop();
  });

  it("are left alone by other nodes (pages, files), and by anything once stopped", () => {
    const emitter = new EventEmitter();
    const write = jest.fn();
    const stop = rewriteOnSourceChanges(emitter, write);
    emitter.emit("CREATE_NODE", node("SitePage"));
    emitter.emit("CREATE_NODE", { payload: {} });
    jest.advanceTimersByTime(DEVELOP_REWRITE_DELAY_MS * 2);
    expect(write).not.toHaveBeenCalled();
    emitter.emit("CREATE_NODE", node("Mdx"));
    stop();
    jest.advanceTimersByTime(DEVELOP_REWRITE_DELAY_MS * 2);
    expect(write).not.toHaveBeenCalled();
    expect(emitter.listenerCount("CREATE_NODE") + emitter.listenerCount("DELETE_NODE")).toBe(0);
  });
});
