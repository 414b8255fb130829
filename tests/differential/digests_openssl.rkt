#lang racket/base
;; openssl/md5 and openssl/sha1: digests of input ports.
(require openssl/md5 openssl/sha1)
