<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own texts that Qt's French catalogue (qtbase_fr) lacks, in Qt's own
     contexts: written by hand (lupdate never sees Qt's sources), compiled by
     `make translations` and installed after qtbase_fr (app/ui/i18n.py). Each
     was found English in a dialog the app opens under French
     (tests/ui/test_qt_dialogs_in_french.py). -->
<TS version="2.1" language="fr_FR">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans :</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type :</translation>
    </message>
    <message>
        <source>Show hidden files</source>
        <translation>Afficher les fichiers cachés</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Don&apos;t Save</source>
        <translation>Ne pas enregistrer</translation>
    </message>
</context>
</TS>
