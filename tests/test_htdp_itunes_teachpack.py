"""2htdp/itunes, HtDP 2e's teachpack for an iTunes library exported as XML (found by
correctness sweep 15: section 12.2's exercises in three public HtDP repositories stopped at
"require: unknown module"): `read-itunes-as-tracks` (a track missing a field left out),
`read-itunes-as-lists`, `create-track` and `create-date` (#false for a field of the wrong
kind), the transparent `track` and `date` (printed `(make-track ...)` in a teaching
language), and the teachpack's errors. Each case: the files, and (stdout, exit code, first
stderr line) as Racket 8.7 gave them."""
from __future__ import annotations

from program_runs import case_tests

# an export: the top dictionary's first key ("Major Version") is skipped by the teachpack;
# the first track has no album (left out of the tracks, not of the lists)
LIBRARY = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>Major Version</key><integer>1</integer>
  <key>Tracks</key>
  <dict>
    <key>1</key>
    <dict>
      <key>Name</key><string>A &amp; B</string>
      <key>Artist</key><string>X</string>
      <key>Play Count</key><integer>3</integer>
      <key>Date Added</key><date>2002-07-17T03:55:14Z</date>
      <key>Loved</key><true/>
      <key>Rating</key><real>1.5</real>
    </dict>
    <key>2</key>
    <dict>
      <key>Name</key><string>Only</string>
      <key>Artist</key><string>Y</string>
      <key>Album</key><string>Z</string>
      <key>Total Time</key><integer>5</integer>
      <key>Track Number</key><integer>1</integer>
      <key>Date Added</key><date>2002-07-17T03:55:14Z</date>
      <key>Play Count</key><integer>3</integer>
      <key>Play Date UTC</key><date>2011-05-17T17:35:13Z</date>
    </dict>
  </dict>
</dict>
</plist>
"""
_READ = '#lang racket\n(require 2htdp/itunes)\n(read-itunes-as-lists "x.xml")\n'

CASES = {
    'read_as_tracks_and_lists': ({'main.rkt': '#lang racket\n(require 2htdp/itunes)\n(define ts (read-itunes-as-tracks "lib.xml"))\nts\n(map track-name ts)\n(date-month (track-played (first ts)))\n(read-itunes-as-lists "lib.xml")\n', 'lib.xml': LIBRARY},
        ('(list (track "Only" "Y" "Z" 5 1 (date 2002 7 17 3 55 14) 3 (date 2011 5 17 17 35 13)))\n\'("Only")\n5\n(list (list \'("Name" "A & B") \'("Artist" "X") \'("Play Count" 3) (list "Date Added" (date 2002 7 17 3 55 14)) \'("Loved" #t) \'("Rating" 1.5)) (list \'("Name" "Only") \'("Artist" "Y") \'("Album" "Z") \'("Total Time" 5) \'("Track Number" 1) (list "Date Added" (date 2002 7 17 3 55 14)) \'("Play Count" 3) (list "Play Date UTC" (date 2011 5 17 17 35 13))))\n', 0, '')),
    'in_a_teaching_language': ({'main.rkt': '#lang htdp/isl+\n(require 2htdp/itunes)\n(read-itunes-as-tracks "lib.xml")\n(create-date 2020 1 2 3 4 5)\n', 'lib.xml': LIBRARY},
        ('(list (make-track "Only" "Y" "Z" 5 1 (make-date 2002 7 17 3 55 14) 3 (make-date 2011 5 17 17 35 13)))\n(make-date 2020 1 2 3 4 5)\n', 0, '')),
    'create_checks_its_fields': ('#lang racket\n(require 2htdp/itunes)\n(define d (create-date 2001 2 3 4 5 6))\n(create-track "a" "b" "c" 1 2 d 3 d)\n(create-track "a" "b" "c" -1 2 d 3 d)\n(create-date 1.5 2 3 4 5 6)\n(list (date? d) (track? d) (date-second d))\n(equal? d (create-date 2001 2 3 4 5 6))\n',
        ('(track "a" "b" "c" 1 2 (date 2001 2 3 4 5 6) 3 (date 2001 2 3 4 5 6))\n#f\n#f\n\'(#t #f 6)\n#t\n', 0, '')),
    'no_such_file': ('#lang racket\n(require 2htdp/itunes)\n(read-itunes-as-tracks "nope.xml")\n',
        ('', 1, 'read-itunes-as-list: expects a name of existing file (string) as first argument, given "nope.xml"')),
    'not_xml': ({'main.rkt': _READ, 'x.xml': 'hello\n'},
        ('', 1, 'read-itunes-as-list: expects a file with XML document as first argument, given "x.xml"')),
    'xml_not_itunes': ({'main.rkt': _READ, 'x.xml': '<a/>\n'},
        ('', 1, 'read-itunes-as-list: expects a XML file exported from iTunes (1) as first argument, given "x.xml"')),
    'no_tracks_after_the_first_key': ({'main.rkt': _READ, 'x.xml': '<plist version="1.0"><dict><key>Tracks</key><dict></dict></dict></plist>\n'},
        ('', 1, 'read-itunes-as-list: expects a XML file exported from iTunes (2) as first argument, given "x.xml"')),
    # Racket's XML reader keeps &#38; as a number, which the teachpack writes in decimal
    'character_references_written_as_numbers': ({'main.rkt': '#lang racket\n(require 2htdp/itunes)\n(read-itunes-as-lists "lib.xml")\n', 'lib.xml': '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>Major Version</key><integer>1</integer><key>Tracks</key><dict><key>1</key><dict><key>Name</key><string>Edie Brickell &#38; New Bohemians</string><key>Artist</key><string>A &#x26; B &amp; C</string></dict></dict></dict></plist>\n'},
        ('\'((("Name" "Edie Brickell 38 New Bohemians") ("Artist" "A 38 B & C")))\n', 0, '')),
    'accessor_of_a_non_track': ('#lang racket\n(require 2htdp/itunes)\n(track-name 5)\n',
        ('', 1, 'track-name: contract violation')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)
