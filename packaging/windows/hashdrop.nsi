; Hashdrop installer (NSIS 3, makensis). Built by packaging/windows/build.sh:
;   makensis -DVERSION=0.1.0 -DSRCDIR=target/windows/stage -DOUTFILE=... hashdrop.nsi
; Per user: no administrator prompt, everything under HKCU and %LOCALAPPDATA%.
; The uninstaller removes every file and registry value this script adds; the settings
; the app writes itself (%APPDATA%\hashdrop) are the person's and stay.

Unicode true
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "pass -DVERSION=x.y.z"
!endif
!ifndef SRCDIR
  !error "pass -DSRCDIR=folder holding hashdrop.exe"
!endif
!ifndef OUTFILE
  !define OUTFILE "hashdrop-${VERSION}-setup.exe"
!endif

!define APP "Hashdrop"
!define EXE "hashdrop.exe"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Hashdrop"
!define CLASSES "Software\Classes"
!define PROGID "Hashdrop.Checksums"
!define VERB "Hashdrop"
!define VERB_TEXT "Checksums with Hashdrop"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Hashdrop"
InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"
Icon "${SRCDIR}/hashdrop.ico"
UninstallIcon "${SRCDIR}/hashdrop.ico"
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "FileDescription" "${APP} installer"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "LegalCopyright" "MIT OR Apache-2.0"

Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles

; The checksum-file extensions "Open with" offers Hashdrop for. Names without an
; extension (SHA256SUMS, CHECKSUM) cannot be associated on Windows.
!macro ForEachExtension MACRO
  !insertmacro ${MACRO} ".sha256"
  !insertmacro ${MACRO} ".sha512"
  !insertmacro ${MACRO} ".sha1"
  !insertmacro ${MACRO} ".md5"
  !insertmacro ${MACRO} ".sfv"
  !insertmacro ${MACRO} ".b3"
  !insertmacro ${MACRO} ".blake2"
!macroend

!macro AddOpenWith EXT
  WriteRegStr HKCU "${CLASSES}\${EXT}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${EXE}\SupportedTypes" "${EXT}" ""
!macroend

!macro RemoveOpenWith EXT
  DeleteRegValue HKCU "${CLASSES}\${EXT}\OpenWithProgids" "${PROGID}"
  ; Only if nothing else is registered there.
  DeleteRegKey /ifempty HKCU "${CLASSES}\${EXT}\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "${CLASSES}\${EXT}"
!macroend

; A context-menu verb on files (*) or folders (Directory). Explorer starts one process
; per selected item with "%1"; "Send to > Hashdrop" passes them all to one process.
!macro AddVerb CLASS
  WriteRegStr HKCU "${CLASSES}\${CLASS}\shell\${VERB}" "" "${VERB_TEXT}"
  WriteRegStr HKCU "${CLASSES}\${CLASS}\shell\${VERB}" "Icon" '"$INSTDIR\${EXE}",0'
  WriteRegStr HKCU "${CLASSES}\${CLASS}\shell\${VERB}" "MultiSelectModel" "Player"
  WriteRegStr HKCU "${CLASSES}\${CLASS}\shell\${VERB}\command" "" '"$INSTDIR\${EXE}" "%1"'
!macroend

Section "Hashdrop"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "${SRCDIR}/${EXE}"
  File "${SRCDIR}/hashdrop.com"
  File "${SRCDIR}/README.md"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
  CreateShortCut "$SENDTO\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  !insertmacro AddVerb "*"
  !insertmacro AddVerb "Directory"

  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "Checksum file"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" '"$INSTDIR\${EXE}",0'
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "${CLASSES}\Applications\${EXE}" "FriendlyAppName" "${APP}"
  WriteRegStr HKCU "${CLASSES}\Applications\${EXE}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  !insertmacro ForEachExtension AddOpenWith

  ; "hashdrop" in the Run box and in `start hashdrop` (not in cmd's own PATH search).
  WriteRegStr HKCU "Software\Microsoft\Windows\CurrentVersion\App Paths\${EXE}" "" "$INSTDIR\${EXE}"

  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" '"$INSTDIR\${EXE}",0'
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "The Hashdrop developers"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1

  ; Tell Explorer the associations changed (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$SENDTO\${APP}.lnk"

  DeleteRegKey HKCU "${CLASSES}\*\shell\${VERB}"
  DeleteRegKey HKCU "${CLASSES}\Directory\shell\${VERB}"
  !insertmacro ForEachExtension RemoveOpenWith
  DeleteRegKey HKCU "${CLASSES}\${PROGID}"
  DeleteRegKey HKCU "${CLASSES}\Applications\${EXE}"
  DeleteRegKey HKCU "Software\Microsoft\Windows\CurrentVersion\App Paths\${EXE}"
  DeleteRegKey HKCU "${UNINST_KEY}"

  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\hashdrop.com"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
