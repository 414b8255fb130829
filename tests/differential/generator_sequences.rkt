#lang racket
(require racket/generator)
