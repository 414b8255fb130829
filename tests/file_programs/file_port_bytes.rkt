#lang racket/base
;; Bytes of file ports: the file's bytes themselves, whatever read them as characters
;; before; bytes written to a file port (tests/test_file_port_bytes.py).

(define (all-bytes in)
  (let loop ([acc '()])
    (define b (read-byte in))
    (if (eof-object? b) (reverse acc) (loop (cons b acc)))))

(writeln (call-with-input-file "mixed.txt" all-bytes))
(writeln (call-with-input-file "mixed.txt"
           (lambda (in) (list (peek-byte in 2) (peek-byte in 3) (read-char in) (read-line in)
                              (read-bytes 3 in) (read-char in) (read-char in)))))
(writeln (with-input-from-file "mixed.txt"
           (lambda () (list (read-bytes 4) (read-byte) (read-char) (read-char)
                            (read-bytes-line) (byte-ready?) (peek-bytes 2 0)))))
(writeln (call-with-input-file "mixed.txt" (lambda (in) (read-string 20 in))))
(writeln (call-with-input-file "mixed.txt"
           (lambda (in) (let ([b (make-bytes 6 0)]) (list (read-bytes! b in 1) b)))))
;; a monkey-style reader: stop when the next byte is eof
(writeln (call-with-input-file "lines.txt"
           (lambda (in)
             (let loop ([acc '()])
               (if (eof-object? (peek-byte in))
                   (reverse acc)
                   (loop (cons (read-line in) acc)))))))
(define out (open-output-file "written.txt" #:exists 'replace))
(write-bytes #"x\377\316" out)
(write-byte 187 out)
(write-string "é\n" out)
(write-bytes #"abcdef" out 2 4)
(close-output-port out)
(writeln (call-with-input-file "written.txt" (lambda (in) (read-bytes 100 in))))
(writeln (call-with-input-file "written.txt" (lambda (in) (read-line in))))
(write-bytes #"to stdout: \316\273\n")
(write-byte 206) (write-byte 187) (newline)
(let ([in (open-input-file "mixed.txt")])
  (close-input-port in)
  (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))])
    (read-byte in)))
