#lang racket/base
;; Dates: racket/base's date and date* structs (constructors and their checks, accessors,
;; printing, equal?, a struct of one's own under date) and seconds->date in UTC (fractions,
;; negative seconds, the range of years it takes); racket/date's date->string in each
;; date-display-format, date->seconds, date*->seconds, find-seconds (days that do not
;; exist), Julian day numbers, and the library's contract errors. Only UTC (local-time? #f)
;; here: local time is tests/test_dates_in_local_time.py, time-apply's shape
;; tests/test_time_apply.py.
(require racket/date)

(define (msg thunk)
  (with-handlers ([exn? (lambda (e) (list (exn:fail:contract? e) (exn-message e)))]) (thunk)))
(define epoch (seconds->date 0 #f))
(define d2023 (seconds->date 1700000000 #f))
(define (fields d)
  (list (date-second d) (date-minute d) (date-hour d) (date-day d) (date-month d) (date-year d)
        (date-week-day d) (date-year-day d) (date-dst? d) (date-time-zone-offset d)))
(struct my-date date (note) #:transparent)
(struct opaque-date date* (x))
