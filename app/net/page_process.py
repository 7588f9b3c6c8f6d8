"""The players' page in a process of its own (issue 38).

A thousand phones' requests and update streams, served in the owner's own
process, share its interpreter lock with the window: the phones bench
measured the window late by seconds. So the owner starts this program
again as a child (`cardroom --players-page-for FILE --bind HOST --port N`,
an internal flag) that serves the page from the event file read-only (WAL:
it reads while the owner writes) and notices commits by the file's
PRAGMA data_version (app/net/players_page.py).

The child imports no Qt. It prints one line once listening ("port N", or
"error ERRNO TEXT" if it cannot listen), and ends when its parent does:
the parent holds its standard input, and its end (the parent exited, or
was killed) ends the child, as does SIGTERM. The parent's `PageProcess`
waits for that line, and stops the child (terminate, then kill).
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

FLAG = "--players-page-for"
START_SECONDS = 30.0  # for the child to say it listens (a frozen build unpacks itself first)
STOP_SECONDS = 2.0  # for the child to end once asked, before it is killed


def program_command() -> list[str]:
    """The command that starts this program again: the build's executable,
    else this Python running the app's package."""
    return [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "app"]


class PageFailed(Exception):
    """The child could not listen: `errno` (0 if it said none) and its words."""

    def __init__(self, errno: int, text: str) -> None:
        super().__init__(text)
        self.errno = errno
        self.strerror = text


class PageProcess:
    """The players' page of `path`, served by a child process on `host:port`
    (0: any free port); `address` as phones type it is made with the port."""

    def __init__(self, path: str | Path, host: str, port: int, advertised: str) -> None:
        self.path = Path(path)
        self.host, self.port = host, port
        self.advertised = advertised  # the host phones reach it by (the QR code's)
        self.address = ""
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> int:
        """Start the child and wait for it to listen: its port. A PageFailed
        (with the errno, EADDRINUSE where the port is taken) if it cannot."""
        command = [*program_command(), FLAG, str(self.path), "--bind", self.host, "--port", str(self.port),
                   "--page-host", self.advertised]
        env = dict(os.environ)
        if not getattr(sys, "frozen", False):  # `-m app` finds this checkout's app, wherever it runs from
            root = str(Path(__file__).resolve().parents[2])
            env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=None if sys.stderr is not None else subprocess.DEVNULL,
                                   env=env, creationflags=flags)
        self.process = process
        assert process.stdout is not None
        line = _first_line(process.stdout, START_SECONDS)
        words = line.split(maxsplit=2)
        if len(words) >= 2 and words[0] == "port" and words[1].isdigit():
            self.port = int(words[1])
            self.address = f"http://{self.advertised}:{self.port}/"
            return self.port
        self.stop()
        if len(words) >= 2 and words[0] == "error":
            raise PageFailed(int(words[1]) if words[1].isdigit() else 0, words[2] if len(words) > 2 else line)
        raise PageFailed(0, line or "the players' page did not start")

    def stop(self) -> None:
        """End the child: asked (its input closed), then killed after
        STOP_SECONDS."""
        process, self.process = self.process, None
        if process is None:
            return
        if process.poll() is None:
            # Its input ending is how it learns its parent is gone, on every
            # system; on Windows terminate() is TerminateProcess, a kill.
            if process.stdin is not None:
                try:
                    process.stdin.close()
                except OSError:
                    pass
            try:
                process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(STOP_SECONDS)
        for pipe in (process.stdin, process.stdout):
            if pipe is not None:
                try:
                    pipe.close()
                except OSError:
                    pass

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None


def _first_line(pipe: IO[bytes], seconds: float) -> str:
    """The child's first line, or "" if it says none in `seconds` (or ends)."""
    lines: queue.Queue[bytes] = queue.Queue()
    threading.Thread(target=lambda: lines.put(pipe.readline()), name="cardroom-page-start", daemon=True).start()
    try:
        return lines.get(timeout=seconds).decode("utf-8", "replace").strip()
    except queue.Empty:
        return ""


# How much lower than the owner's window the page runs (POSIX nice): on a
# laptop of two cores, the official's keystroke goes before a phone's update.
NICER = 5
BELOW_NORMAL_PRIORITY_CLASS = 0x4000  # Windows


def yield_to_the_window() -> None:
    """Lower this process's priority: when the owner's laptop is busy, the
    scorekeeper's cell and the projector's clock (the owner's process) are
    served first, the phones a few milliseconds later (issue 38: the page
    must not cost the window its 16 ms). Nothing is said if the system
    refuses: the page still works at the same priority."""
    try:
        if sys.platform == "win32":
            import ctypes

            kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), BELOW_NORMAL_PRIORITY_CLASS)
        else:
            os.nice(NICER)
    except (OSError, AttributeError):
        pass


def serve(path: str, host: str, port: int, advertised: str) -> int:
    """The child's whole life: serve the page of `path` until its standard
    input ends (the parent gone) or SIGTERM; its exit code."""
    from app.net.limits import quiet_logs
    from app.net.players_page import PlayersPage

    quiet_logs()
    yield_to_the_window()
    page = PlayersPage(path, host, port)
    try:
        page.start()
    except OSError as exc:
        _say(f"error {exc.errno or 0} {exc.strerror or exc}")
        return 1
    except Exception as exc:  # noqa: BLE001 (said to the parent, which shows it)
        _say(f"error 0 {exc}")
        return 1
    page.address = f"http://{advertised or host}:{page.port}/"
    ended = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: ended.set())
    if hasattr(signal, "SIGINT"):
        signal.signal(signal.SIGINT, lambda *_: ended.set())

    def parent() -> None:
        # The pipe's own descriptor, not sys.stdin: a buffered reader's lock
        # held by this thread would stop the interpreter's exit.
        try:
            while os.read(stdin, 4096):
                pass
        except (OSError, ValueError):
            pass
        ended.set()

    stdin = sys.stdin.fileno() if sys.stdin is not None else 0  # a windowed build may have no sys.stdin
    threading.Thread(target=parent, name="cardroom-page-parent", daemon=True).start()
    _say(f"port {page.port}")
    while not ended.wait(0.5):
        pass
    page.stop()
    return 0


def _say(line: str) -> None:
    """One line to the parent, on the pipe it reads (a windowed build may
    have no sys.stdout, but has the pipe's descriptor)."""
    if sys.stdout is not None:
        print(line, flush=True)
    else:
        os.write(1, (line + "\n").encode("utf-8"))


def main(argv: list[str]) -> int:
    """`cardroom --players-page-for FILE --bind HOST --port N --page-host H`
    (internal: the owner starts it)."""
    import argparse

    parser = argparse.ArgumentParser(prog="cardroom", add_help=False)
    parser.add_argument(FLAG, dest="path", required=True)
    parser.add_argument("--bind", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--page-host", default="")
    args, _ = parser.parse_known_args(argv)
    return serve(args.path, args.bind, args.port, args.page_host)


__all__ = ["FLAG", "PageFailed", "PageProcess", "main", "program_command", "serve"]
