#lang racket/base
;; file/md5 and file/sha1 (openssl/md5 and openssl/sha1 in digests_openssl), racket/base's
;; sha1-bytes, sha224-bytes and sha256-bytes.
(require file/md5 file/sha1)
(define (first-with-zeros key zeros)
  (let loop ([n 1])
    (if (regexp-match? (string-append "^" zeros) (md5 (string-append key (number->string n))))
        n
        (loop (add1 n)))))
