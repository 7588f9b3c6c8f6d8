"""A person at the keyboard: the rehearsals' only way into Cardroom.

`Person` drives the real main window as an official would: menus by their
visible names, dialogs answered when they come up, fields found by their
labels, text typed key by key, buttons clicked with the mouse, the seating
board's chips dragged through its view. It never calls the model: what it
knows of the event, it reads off the screen (a label, a table's cells, a
saved PDF or CSV).

A modal dialog blocks the call that opened it (`exec()`), so its answer is
given beforehand: `person.expect(handler)` queues a handler, and a timer
hands each new modal dialog, as it comes up, to the next handler in line.
A dialog nobody expected fails the rehearsal (it is closed, so nothing
hangs), as does a handler that raises.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTextEdit,
    QMenu,
    QMessageBox,
    QTabWidget,
    QWidget,
)

W = TypeVar("W", bound=QWidget)
Handler = Callable[[QWidget], None]

POLL_MS = 20
# The longest a dialog may take to come up after the step that opens it.
DIALOG_WAIT_S = 20.0


def plain(text: str) -> str:
    """A label as the eye reads it: mnemonic marks gone ("&&" is "&"), the
    shortcut hint after a tab dropped, spaces folded."""
    text = text.split("\t")[0]
    text = re.sub(r"&(.)", r"\1", text)
    return " ".join(text.split())


def same(label: str, wanted: str) -> bool:
    """Whether a visible label reads `wanted` (an ellipsis may be left off)."""
    seen = plain(label).rstrip("…").rstrip(".").strip()
    return seen == wanted.rstrip("…").strip()


class RehearsalError(AssertionError):
    pass


class Person:
    """One official at the laptop, with `qtbot`'s hands."""

    def __init__(self, qtbot: Any, window: QWidget) -> None:
        self.qtbot = qtbot
        self.window = window
        self.queue: list[tuple[str, Handler]] = []
        self.failures: list[str] = []
        self.seen: list[str] = []  # the dialogs answered, in order (for a failure's message)
        self._handled: dict[int, QWidget] = {}
        self._answered_at: dict[int, float] = {}
        self._timer = QTimer()
        self._timer.timeout.connect(self._poll)
        self._timer.start(POLL_MS)

    def stop(self) -> None:
        self._timer.stop()

    # -- dialogs -------------------------------------------------------------------------

    def expect(self, handler: Handler, what: str = "") -> None:
        """Answer the next modal dialog with `handler(dialog)`."""
        self.queue.append((what or getattr(handler, "__name__", "dialog"), handler))

    def _poll(self) -> None:
        try:
            self._look()
        except BaseException as exc:  # noqa: BLE001 (reported by settle())
            import traceback

            self.failures.append(f"the person's own eyes failed: {exc!r}\n{traceback.format_exc()}")
            self.queue.clear()
            modal = QApplication.activeModalWidget()
            if modal is not None:
                self._close(modal)

    def _look(self) -> None:
        # A dialog, or a menu that pops up (a right click's), blocks the same way.
        popup = QApplication.activePopupWidget()
        modal = popup if isinstance(popup, QMenu) else QApplication.activeModalWidget()
        if modal is None or not modal.isVisible():
            return
        # A dialog handled once is not handled again while it is up; one
        # closed since is forgotten (its address may be a new dialog's).
        for key, handled in list(self._handled.items()):
            if not shiboken6.isValid(handled) or not handled.isVisible():
                del self._handled[key]
        key = shiboken6.getCppPointer(modal)[0]
        if key in self._handled:
            # Answered, yet still up long after: the answer did not take (a
            # wrong PIN, a refused form). Say so and close it, never hang.
            if time.monotonic() - self._answered_at.get(key, time.monotonic()) > DIALOG_WAIT_S:
                self.failures.append(f"a dialog stayed up after its answer: {modal.windowTitle()!r}\n"
                                     f"{self.texts(modal)}")
                self.queue.clear()
                self._close(modal)
                self._answered_at.pop(key, None)
            return
        self._handled[key] = modal
        self._answered_at[key] = time.monotonic()
        title = modal.windowTitle()
        if not self.queue:
            text = modal.text() if isinstance(modal, QMessageBox) else ""
            self.failures.append(f"a dialog nobody expected came up: {title!r} {text!r}")
            self._close(modal)
            return
        what, handler = self.queue.pop(0)
        self.seen.append(f"{what}: {title}")
        # Run outside this timer's slot: a handler's last click may open
        # another dialog, whose exec() would block the slot (and with it the
        # look for that dialog) until it closed.
        QTimer.singleShot(0, lambda: self._answer(what, handler, modal, title))

    def _answer(self, what: str, handler: Handler, modal: QWidget, title: str) -> None:
        try:
            handler(modal)
        except BaseException as exc:  # noqa: BLE001 (reported by settle())
            import traceback

            self.failures.append(f"answering {what!r} ({title!r}): {exc!r}\n{traceback.format_exc()}")
            self.queue.clear()
            if shiboken6.isValid(modal):
                self._close(modal)

    @staticmethod
    def _close(modal: QWidget) -> None:
        if isinstance(modal, QMenu):
            QTimer.singleShot(0, modal.close)
        elif isinstance(modal, QDialog):
            QTimer.singleShot(0, modal.reject)
        else:
            QTimer.singleShot(0, modal.close)

    def focus_window(self, window: QWidget | None = None) -> None:
        """The window is the active one, as a click on it (or the window
        manager, once a dialog closes) makes it: the offscreen screen has no
        window manager to do it."""
        window = window or self.window
        if QApplication.activeWindow() is not window and QApplication.activeModalWidget() in (None, window):
            window.activateWindow()
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)

    def settle(self, timeout: float = DIALOG_WAIT_S) -> None:
        """Wait until every expected dialog was answered and closed; fail on
        a surprise or a handler's error."""
        end = time.monotonic() + timeout
        while self.queue and time.monotonic() < end and not self.failures:
            self.qtbot.wait(POLL_MS)
        if self.failures:
            failures, self.failures = self.failures, []
            raise RehearsalError("\n".join(failures))
        if self.queue:
            left = [what for what, _ in self.queue]
            self.queue.clear()
            raise RehearsalError(f"these dialogs never came up: {left}; answered: {self.seen[-5:]}")
        end = time.monotonic() + timeout
        while QApplication.activeModalWidget() is not None and time.monotonic() < end:
            self.qtbot.wait(POLL_MS)
        modal = QApplication.activeModalWidget()
        if modal is not None:
            self._close(modal)
            raise RehearsalError(f"a dialog stayed open: {modal.windowTitle()!r}")
        self.focus_window()

    def doing(self, action: Callable[[], Any], *handlers: Handler) -> Any:
        """Do `action` (a click, a key, a menu) with each dialog it brings up
        answered in turn by `handlers`; the dialogs are all closed after."""
        for handler in handlers:
            self.expect(handler)
        result = action()
        self.settle()
        return result

    # -- the menu bar --------------------------------------------------------------------

    def menu_action(self, *path: str, window: QWidget | None = None) -> QAction:
        window = window or self.window
        actions: Iterable[QAction] = window.menuBar().actions()  # type: ignore[attr-defined]
        found: QAction | None = None
        for step in path:
            found = next((a for a in actions if a.isVisible() and same(a.text(), step)), None)
            if found is None:
                names = [plain(a.text()) for a in actions if a.text()]
                raise RehearsalError(f"no menu entry {step!r} on the way to {path}: {names}")
            if found.menu() is not None:
                found.menu().aboutToShow.emit()  # as opening it does (menus filled on show)
                actions = found.menu().actions()
        assert found is not None
        return found

    def menu(self, *path: str, handlers: Iterable[Handler] = (), window: QWidget | None = None) -> None:
        """Choose File ▸ New event… (say `menu("File", "New event")`)."""
        action = self.menu_action(*path, window=window)
        if not action.isEnabled():
            raise RehearsalError(f"the menu entry {' ▸ '.join(path)} is greyed out")
        self.doing(action.trigger, *handlers)

    # -- finding things on screen -----------------------------------------------------------

    @staticmethod
    def visible(widget: QWidget) -> bool:
        return widget.isVisibleTo(widget.window()) and widget.isVisible()

    def button(self, where: QWidget, text: str) -> QAbstractButton:
        found = [b for b in where.findChildren(QAbstractButton)
                 if self.visible(b) and same(b.text(), text)]
        if not found:
            names = sorted({plain(b.text()) for b in where.findChildren(QAbstractButton)
                            if self.visible(b) and b.text()})
            raise RehearsalError(f"no button {text!r} in {where.windowTitle() or where}: {names}")
        return found[0]

    def field(self, where: QWidget, label: str, kind: type[W] = QWidget) -> W:  # type: ignore[assignment]
        """The field an official finds by its label ("Event name:")."""
        wanted = label.rstrip(":").strip()
        for text_label in where.findChildren(QLabel):
            if not same(text_label.text().rstrip(" :").rstrip(":"), wanted):
                continue
            buddy = text_label.buddy()
            if buddy is None:
                buddy = self._form_field(where, text_label)
            if buddy is not None and isinstance(buddy, kind):
                return buddy
        raise RehearsalError(f"no field labelled {label!r} in {where.windowTitle() or where}")

    @staticmethod
    def _form_field(where: QWidget, label: QLabel) -> QWidget | None:
        for form in where.findChildren(QFormLayout):
            for row in range(form.rowCount()):
                item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
                if item is not None and item.widget() is label:
                    field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
                    if field is None:
                        return None
                    if field.widget() is not None:
                        return field.widget()
                    layout = field.layout()
                    for i in range(layout.count() if layout else 0):
                        widget = layout.itemAt(i).widget()
                        if widget is not None:
                            return widget
        return None

    def tab(self, name: str, tabs: QTabWidget | None = None) -> QWidget:
        """Click the tab called `name`; its page."""
        tabs = tabs or self.window.tabs  # type: ignore[attr-defined]
        assert tabs is not None
        for i in range(tabs.count()):
            if same(tabs.tabText(i), name):
                bar = tabs.tabBar()
                self.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(i).center())
                assert tabs.currentIndex() == i
                page = tabs.widget(i)
                page = getattr(page, "widget", lambda: page)() or page  # noqa: B023 (called at once)
                self.qtbot.waitUntil(page.isVisible)
                return page
        raise RehearsalError(f"no tab {name!r}: {[tabs.tabText(i) for i in range(tabs.count())]}")

    # -- hands on the keyboard and the mouse ---------------------------------------------------

    def click(self, widget: QWidget, pos: QPoint | None = None,
              button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        if not widget.isEnabled():
            raise RehearsalError(f"{plain(getattr(widget, 'text', lambda: '')()) or widget} is greyed out")
        self.focus_window(widget.window())
        self.qtbot.mouseClick(widget, button, pos=pos if pos is not None else widget.rect().center())

    def right_click(self, widget: QWidget, pos: QPoint, *handlers: Handler) -> None:
        """Right-click at `pos` in `widget`, answering the menu (and what its
        entry opens). The click goes through the window, as the mouse's does:
        only then does Qt turn it into a context menu."""
        self.focus_window(widget.window())
        window = widget.window().windowHandle()
        at = widget.mapTo(widget.window(), pos)
        from PySide6.QtTest import QTest

        self.doing(lambda: QTest.mouseClick(window, Qt.MouseButton.RightButton, pos=at), *handlers)

    def double_click(self, widget: QWidget, pos: QPoint, *handlers: Handler) -> None:
        """Double-click at `pos` in `widget` (through the window, as the mouse's
        clicks come), answering what it opens."""
        self.focus_window(widget.window())
        window = widget.window().windowHandle()
        at = widget.mapTo(widget.window(), pos)
        from PySide6.QtTest import QTest

        self.doing(lambda: QTest.mouseDClick(window, Qt.MouseButton.LeftButton, pos=at), *handlers)

    def press(self, widget: QWidget, text: str, *handlers: Handler) -> None:
        """Click the button labelled `text` in `widget`, answering what it opens."""
        found = self.button(widget, text)
        self.doing(lambda: self.click(found), *handlers)

    def type(self, widget: QWidget, text: str, replace: bool = True) -> None:
        """Click into a field and type (what was there selected and typed over)."""
        self.click(widget)
        if replace:
            self.qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            if isinstance(widget, QAbstractSpinBox):
                widget.selectAll()
        key_clicks(widget, text)

    def key(self, widget: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
            *handlers: Handler) -> None:
        self.doing(lambda: self.qtbot.keyClick(widget, key, modifier), *handlers)

    def shortcut(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
                 *handlers: Handler) -> None:
        """Press a key the window answers wherever the keys are (F6, Ctrl+W):
        the window is the active one, as a person's window is when they
        press it, and the key goes where its focus is."""
        self.focus_window()
        self.key(QApplication.focusWidget() or self.window, key, modifier, *handlers)

    def enter(self, widget: QWidget, *handlers: Handler) -> None:
        self.key(widget, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, *handlers)

    def choose(self, combo: QComboBox, text: str) -> None:
        """Pick the entry reading `text` in a drop-down, with the keyboard."""
        entries = [plain(combo.itemText(i)) for i in range(combo.count())]
        matches = [i for i, entry in enumerate(entries) if same(entry, text)]
        if not matches:
            raise RehearsalError(f"no {text!r} in the list: {entries}")
        self.click(combo)
        popup = combo.view()
        target = matches[0]
        # Down and Up in the open list, then Enter: as a person does.
        for _ in range(abs(target - combo.currentIndex())):
            self.qtbot.keyClick(popup, Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up)
        self.qtbot.keyClick(popup, Qt.Key.Key_Return)
        container = popup.window()  # the list's own frame, which closes a moment later
        self.qtbot.waitUntil(lambda: not popup.isVisible() and not container.isVisible())
        self.qtbot.wait(POLL_MS)
        # The list closed: its window gives the keys back (a window manager's
        # job on a real screen).
        self.focus_window(combo.window())
        if combo.currentIndex() != target:
            raise RehearsalError(f"{text!r} could not be chosen: {entries[combo.currentIndex()]!r}")

    # -- reading the screen ---------------------------------------------------------------------

    @staticmethod
    def rows(view: QAbstractItemView) -> list[list[str]]:
        """A table's cells as shown."""
        model = view.model()
        return [[str(model.index(r, c).data() or "") for c in range(model.columnCount())]
                for r in range(model.rowCount())]

    @staticmethod
    def headings(view: QAbstractItemView) -> list[str]:
        model = view.model()
        return [str(model.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(model.columnCount())]

    def texts(self, where: QWidget) -> str:
        """Every visible text of `where` an official reads: labels, lists and
        text boxes (not buttons), one a line, in the order they were made."""
        found = []
        for widget in where.findChildren(QWidget):
            if not self.visible(widget):
                continue
            if isinstance(widget, QLabel):
                found.append(widget.text())
            elif isinstance(widget, QListWidget):
                found.extend(widget.item(i).text() for i in range(widget.count()))
            elif isinstance(widget, (QPlainTextEdit, QTextEdit)):
                found.append(widget.toPlainText())
        return "\n".join(found)


def in_english() -> None:
    """Cardroom in English, whatever this computer's own language."""
    from app.ui import i18n, settings
    from app.ui.application import make_app

    make_app()
    settings.put(settings.LANGUAGE, "en")
    i18n.install("en")


def laptop_window(qtbot: Any) -> Any:
    """A new main window as a convenor's laptop shows it: no event open,
    1366x768, in front and active (after `in_english`)."""
    from app.ui.main_window import MainWindow
    from uikit import activate

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    return window


def wait_for(condition: Callable[[], bool], timeout: float = 5.0) -> None:
    """Let the program work until `condition` holds (inside a handler,
    where qtbot's own wait is not at hand)."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise RehearsalError("waited in vain")
        QApplication.processEvents()
        time.sleep(0.005)


# -- answering common dialogs -------------------------------------------------------------------


def file_dialog(path: object) -> Handler:
    """Answer a file dialog as a person does: paste the folder and Enter
    (the dialog goes there), then type the file's name (accents and all),
    then click Open (or Save)."""
    from PySide6.QtTest import QTest

    target = Path(str(path))

    def type_in(name: QLineEdit, text: str) -> None:
        name.setFocus()
        name.selectAll()
        for char in text:  # a key at a time: the dialog follows a typed path as it goes
            key_clicks(name, char)
            QApplication.processEvents()
        # The completion list typing opens is closed first: a click outside
        # it, or Enter, would go to the list, not the dialog.
        completer = name.completer()
        if completer is not None and completer.popup().isVisible():
            QTest.keyClick(completer.popup(), Qt.Key.Key_Escape)

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog), dialog
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        assert name is not None
        if Path(dialog.directory().path()).resolve() != target.parent.resolve():
            # Another folder: its path, pasted, and Enter goes there.
            QApplication.clipboard().setText(str(target.parent))
            name.setFocus()
            name.selectAll()
            QTest.keyClick(name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClick(name, Qt.Key.Key_Return)
            wait_for(lambda: Path(dialog.directory().path()).resolve() == target.parent.resolve())
        type_in(name, target.name)
        box = dialog.findChild(QDialogButtonBox, "buttonBox")
        accept = next(b for b in box.buttons()
                      if box.buttonRole(b) == QDialogButtonBox.ButtonRole.AcceptRole)
        QTest.mouseClick(accept, Qt.MouseButton.LeftButton)

    answer.__name__ = f"file {path}"
    return answer


def menu_entry(text: str) -> Handler:
    """Click the entry reading `text` in a menu that popped up."""

    def answer(menu: QWidget) -> None:
        assert isinstance(menu, QMenu), menu
        from PySide6.QtTest import QTest

        found = [a for a in menu.actions() if a.isVisible() and same(a.text(), text)]
        assert found, f"no {text!r} in the menu: {[plain(a.text()) for a in menu.actions()]}"
        assert found[0].isEnabled(), f"{text!r} is greyed out"
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(found[0]).center())

    answer.__name__ = f"menu entry {text}"
    return answer


def message(expect: str | None = None, button: str | None = None, key: Qt.Key | None = None,
            seen: list[str] | None = None) -> Handler:
    """A message box: check its text holds `expect`, then press `button` (by
    its label) or `key` (Enter by default: the default button)."""

    def answer(box: QWidget) -> None:
        assert isinstance(box, QMessageBox), box
        text = plain(box.text() + "\n" + box.informativeText())
        if seen is not None:
            seen.append(text)
        if expect is not None:
            assert expect in text, f"{expect!r} not in the message {text!r}"
        from PySide6.QtTest import QTest

        if button is not None:
            found = [b for b in box.buttons() if same(b.text(), button)]
            assert found, f"no button {button!r}: {[plain(b.text()) for b in box.buttons()]}"
            QTest.mouseClick(found[0], Qt.MouseButton.LeftButton)
        else:
            QTest.keyClick(box, key or Qt.Key.Key_Return)

    answer.__name__ = f"message {expect or ''} → {button or key or 'Enter'}"
    return answer


def pdf_text(path: object) -> str:
    """The text of a printed PDF, page after page, as an official reads it:
    one space between words ("ﬁ" read as "fi")."""
    import unicodedata

    from pypdf import PdfReader

    text = "\n".join(page.extract_text() or "" for page in PdfReader(str(path)).pages)
    return " ".join(unicodedata.normalize("NFKC", text).split())


def key_clicks(widget: QWidget, text: str) -> None:
    """Type `text` into `widget` a key at a time, accents included: QTest's
    keyClicks knows only ASCII (an "é" aborts the run), and a French
    keyboard has its own key for "é", "è", "à", "ç" (a letter outside
    Latin-1, such as "’", comes as text with no key of its own)."""
    from PySide6.QtTest import QTest

    for char in text:
        if char.isascii():
            QTest.keyClicks(widget, char)
        else:
            upper = char.upper()
            code = Qt.Key(ord(upper)) if len(upper) == 1 and ord(upper) < 256 else Qt.Key.Key_unknown
            QTest.sendKeyEvent(QTest.KeyAction.Click, widget, code, char, Qt.KeyboardModifier.NoModifier)
